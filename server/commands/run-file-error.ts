/** Why `npm run cli -- run` cannot go on, said to the operator as is (apart so the CLI loads the run's code only to run). */
export class RunFileError extends Error {}
