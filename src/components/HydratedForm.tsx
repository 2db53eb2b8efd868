import type { ComponentProps } from 'react';
import { useHydrated } from '#lib/hydration';
import './HydratedForm.css';

/**
 * A form that takes input once the app runs it. A pre-rendered page shows its form before the code
 * arrives: what someone typed then would be wiped as the app takes the form over, and Send would
 * have the browser send the answers itself, in the page's address (a password with them). Until
 * then the fields are disabled: seen at once, usable a moment later. `post` keeps anything the
 * browser would send out of the address all the same.
 */
export function HydratedForm({ children, method = 'post', ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form method={method} {...props}>
      <fieldset className="hydrated-form" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
