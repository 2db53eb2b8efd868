import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { agentOfLink } from '#lib/agentLink';
import { readSession } from '#lib/session';
import { TextField } from './TextField';

/**
 * The optional agent access application number (AAN) every form carries, 'For Agents Only'. An
 * agent signed in on this device applies under their own number: it is filled in and locked (the
 * API stores theirs whatever is sent). Otherwise an agent's link (`/?agent=AAN`) fills it in when
 * the form has none, and the client may change it.
 */
export function AgentField() {
  const { getValues, setValue } = useFormContext();
  const signedInAgent = readSession()?.aan;

  useEffect(() => {
    const filled = signedInAgent ?? (getValues('AAN') ? undefined : agentOfLink());
    if (filled && getValues('AAN') !== filled) setValue('AAN', filled, { shouldDirty: true });
  }, [signedInAgent, getValues, setValue]);

  return (
    <TextField
      name="AAN"
      label="form.agentAan"
      hint={signedInAgent ? 'form.agentAanLocked' : 'form.agentAanHint'}
      maxLength={50}
      readOnly={signedInAgent !== undefined}
    />
  );
}
