import { TextField } from './TextField';

/** The optional agent access application number (AAN) every form carries, 'For Agents Only'. */
export function AgentField() {
  return <TextField name="AAN" label="form.agentAan" hint="form.agentAanHint" maxLength={50} />;
}
