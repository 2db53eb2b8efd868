import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { conditionFields, conditionHolds, type Block } from '#domain/form';
import { useAnswers } from '#components/form/useAnswers';

// Blocks of any kind's answers: read here only through their conditions and field names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = Block<any>;

/**
 * After a refused Submit, a block that an answer then opens (Married opens the spouse's details)
 * shows its missing answers at once, as the Submit did for every other field: the applicant who
 * fixes what the Submit named sees everything still to do, and the next Submit goes through
 * instead of naming a second round of problems. Renders nothing; re-renders alone as answers change.
 */
export function RevealedBlockErrors({ blocks }: { blocks: readonly AnyBlock[] }) {
  const { control, trigger } = useFormContext<FieldValues>();
  const { submitCount } = useFormState({ control });
  const fields = [...new Set(blocks.flatMap((block) => conditionFields(block)))];
  const values = useAnswers<FieldValues, string[]>(fields) as unknown[];
  const answers = Object.fromEntries(fields.map((field, index) => [field, values[index]]));
  const open = blocks.filter((block) => conditionHolds(block.condition, answers)).map((block) => block.name);
  const openKey = open.join(',');
  const wasOpen = useRef(open);

  useEffect(() => {
    const opened = blocks.filter(
      (block) => openKey.split(',').includes(block.name) && !wasOpen.current.includes(block.name),
    );
    wasOpen.current = openKey.split(',');
    if (submitCount > 0 && opened.length > 0) void trigger(opened.flatMap((block) => block.required));
  }, [openKey, blocks, submitCount, trigger]);

  return null;
}
