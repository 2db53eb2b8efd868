import type { DocumentChangeType } from 'firebase/firestore';
import {
  confirmedAnswers,
  FIRST_ANSWER_WAIT_MS,
  type ConfirmedAnswer,
  type HeardSnapshot,
} from './confirmedAnswers';

type Snapshot = HeardSnapshot & { name: string };

/** A snapshot as the SDK raises it: from the cache or the server, `size` rows, these changes. */
const snapshot = (
  name: string,
  fromCache: boolean,
  size: number,
  changes: DocumentChangeType[] = [],
): Snapshot => ({
  name,
  metadata: { fromCache },
  size,
  docChanges: () => changes.map((type) => ({ type })),
});

function listen() {
  const shown: Array<ConfirmedAnswer<Snapshot>> = [];
  const onSilence = vi.fn();
  const answers = confirmedAnswers<Snapshot>((answer) => shown.push(answer), onSilence);
  const names = () => shown.map((answer) => answer.snapshot.name);
  return { answers, shown, names, onSilence };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('what a list shows of its listener', () => {
  it("holds back the cache's answers until the server's, which brings the whole page", () => {
    const { answers, shown, names } = listen();
    answers.hear(snapshot('another view, from the cache', true, 12, ['added']));
    answers.hear(snapshot('limbo, still from the cache', true, 24, ['added']));
    expect(shown).toEqual([]);

    answers.hear(snapshot('the server', false, 24, ['added', 'removed']));
    expect(names()).toEqual(['the server']);
    expect(shown[0]).toMatchObject({ brought: 24, membershipChanged: false });
  });

  it('then shows every change, counting what it brought, and drops metadata-only snapshots', () => {
    const { answers, shown, names } = listen();
    answers.hear(snapshot('the server', false, 24));
    answers.hear(snapshot('the connection dropped', true, 24, []));
    answers.hear(snapshot('reconnected', false, 24, []));
    answers.hear(snapshot('a status change', false, 24, ['modified']));
    answers.hear(snapshot('a new application pushes one off', false, 24, ['added', 'removed']));
    answers.hear(snapshot('a delete', false, 23, ['removed']));

    expect(names()).toEqual([
      'the server',
      'a status change',
      'a new application pushes one off',
      'a delete',
    ]);
    expect(shown.slice(1).map(({ brought, membershipChanged }) => ({ brought, membershipChanged }))).toEqual([
      { brought: 1, membershipChanged: false },
      { brought: 1, membershipChanged: true },
      { brought: 0, membershipChanged: true },
    ]);
  });

  it('says once when the server is silent, and still shows its late answer', () => {
    const { answers, names, onSilence } = listen();
    answers.hear(snapshot('offline, from the cache', true, 3, ['added']));
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS - 1);
    expect(onSilence).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSilence).toHaveBeenCalledTimes(1);

    answers.hear(snapshot('back online', false, 24, ['added']));
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS * 4);
    expect(onSilence).toHaveBeenCalledTimes(1);
    expect(names()).toEqual(['back online']);
  });

  it('says nothing of silence once the server has answered, or once stopped', () => {
    const answered = listen();
    answered.answers.hear(snapshot('the server', false, 24));
    const stopped = listen();
    stopped.answers.stop();
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS * 2);
    expect(answered.onSilence).not.toHaveBeenCalled();
    expect(stopped.onSilence).not.toHaveBeenCalled();
  });
});
