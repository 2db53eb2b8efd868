import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { agentOfLink, forgetAgentLink } from '#lib/agentLink';
import { readSession } from '#lib/session';
import { AgentLinkNotice } from './AgentLinkNotice';
import { TextField } from './TextField';

/**
 * The optional agent access application number (AAN) every form carries, 'For Agents Only'. An
 * agent signed in on this device applies under their own number: it is filled in and locked (the
 * API stores theirs whatever is sent). Otherwise an agent's link (`/?agent=AAN`) fills it in when
 * the form has none, and while the field holds the link's number the agent is named, and the
 * client may remove them (which forgets the link) or type another number.
 */
export function AgentField() {
  const { getValues, setValue, watch } = useFormContext();
  const signedInAgent = readSession()?.aan;
  const linked = signedInAgent ? undefined : agentOfLink();
  // watch, not useWatch: the link fills the field before the form has mounted, which only a
  // watched name's change is told of (useWatch would keep the empty value).
  const typed = watch('AAN') as unknown;

  useEffect(() => {
    const filled = signedInAgent ?? (getValues('AAN') ? undefined : agentOfLink());
    if (filled && getValues('AAN') !== filled) {
      setValue('AAN', filled, { shouldDirty: true });
    }
  }, [signedInAgent, getValues, setValue]);

  const remove = () => {
    forgetAgentLink();
    setValue('AAN', '', { shouldDirty: true });
  };

  return (
    <>
      <TextField
        name="AAN"
        label="form.agentAan"
        hint={signedInAgent ? 'form.agentAanLocked' : 'form.agentAanHint'}
        maxLength={50}
        readOnly={signedInAgent !== undefined}
      />
      {linked && typed === linked && <AgentLinkNotice aan={linked} onRemove={remove} />}
    </>
  );
}
