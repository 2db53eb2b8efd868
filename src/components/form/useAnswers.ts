import {
  useFormContext,
  useWatch,
  type DeepPartialSkipArrayKey,
  type FieldPath,
  type FieldPathValue,
  type FieldPathValues,
  type FieldValues,
} from 'react-hook-form';

// ApplicationForm shows its sections in stages, so a section can mount after its form has. Plain
// useWatch then reads only registered fields and sees nothing until the section's own fields
// register; these read the form's default values (a restored draft) meanwhile, as the fields do.

/** The current answer to one question of the surrounding form. */
export function useAnswer<T extends FieldValues, N extends FieldPath<T>>(name: N): FieldPathValue<T, N> {
  return useAnswers<T, [N]>([name])[0];
}

/** The current answers to several questions of the surrounding form, in the order asked. */
export function useAnswers<T extends FieldValues, N extends readonly FieldPath<T>[]>(
  names: readonly [...N],
): FieldPathValues<T, N> {
  const { control, formState } = useFormContext<T>();
  return useWatch<T, N>({
    control,
    name: names,
    defaultValue: formState.defaultValues as DeepPartialSkipArrayKey<T>,
  });
}
