import { type CheckedCopy, type CopyRequest, checkedCopy } from '../engine/generate/checked-copy.ts';

export type { CheckedCopy, CopyRequest };

/** Products' generated texts, written offline when no model wrote them, each held to the copy gates. */
export default function checkCopy(requests: CopyRequest[]): CheckedCopy[] {
  return requests.map(checkedCopy);
}
