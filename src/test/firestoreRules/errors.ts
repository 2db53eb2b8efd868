// The two ways reading or running the rules stops: a rule this reader does not know (the test
// must fail), and a failed evaluation, which Firestore answers with a denial.

export class UnsupportedRule extends Error {}

/** A failed evaluation: the request is denied. */
export class Failure extends Error {}

export const fail = (why: string): never => {
  throw new Failure(why);
};
