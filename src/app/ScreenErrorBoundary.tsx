import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { draftKeptFrom } from '#lib/draftsKept';
import { acceptInput } from '#lib/prerendered';

/** `pathname`: the address shown; moving to another one clears a failure. */
type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean };

/**
 * A screen that throws while rendering shows a translated message with a reload button instead
 * of leaving a blank page; the header (and its language choice) stays. It says that what was typed
 * is kept only on a screen that saved a draft: elsewhere (a staff member's request, a payout) the
 * reload loses it.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    // Kept for the browser console and error reporting; the user sees the message below.
    console.error(error);
    // Its reload button must take a tap, on a page still waiting for its screen too.
    acceptInput();
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <main className="page narrow" id="main">
            <div role="alert">
              <h1>{t('screenError.title')}</h1>
              <p>{t('screenError.body')}</p>
              {draftKeptFrom(this.props.pathname) && <p>{t('screenError.typingKept')}</p>}
            </div>
            <button type="button" className="button primary" onClick={() => window.location.reload()}>
              {t('screenError.reload')}
            </button>
          </main>
        )}
      </Translation>
    );
  }
}
