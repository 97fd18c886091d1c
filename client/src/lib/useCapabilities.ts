import { useEffect, useState } from 'react';
import type { Capabilities } from '../../../domain/generation.ts';
import { getCapabilities } from '../api/assistant.ts';

/** The providers do not change while the server runs: asked once per page load, shared by every caller. */
let asked: Promise<Capabilities> | undefined;

/** What the assistant and search can do; null until known (and after a failure, which is retried on next use). */
export function useCapabilities(): Capabilities | null {
  const [capabilities, setCapabilities] = useState<Capabilities | null>(null);
  useEffect(() => {
    let live = true;
    asked ??= getCapabilities();
    asked.then(
      (answer) => live && setCapabilities(answer),
      (error: unknown) => {
        asked = undefined;
        console.warn('Loading the assistant capabilities failed', error);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return capabilities;
}
