/** The code a refused parse carries (a FileError's), or undefined when the work succeeds. */
export async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}
