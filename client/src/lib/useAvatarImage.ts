import { useEffect, useState } from 'react';
import { fetchAvatar } from '../api/auth.ts';
import { signedInAtom } from '../state/session.ts';
import { store } from '../state/store.ts';

/**
 * The profile picture route needs the bearer token, which an <img src> cannot send: the picture is
 * fetched once per address (each new picture has a new one) and shown as a data: URL, which the
 * Content-Security-Policy allows for images.
 */
const cache = new Map<string, Promise<string>>();

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function load(address: string): Promise<string> {
  let pending = cache.get(address);
  if (!pending) {
    pending = fetchAvatar(address).then(readAsDataUrl);
    // A failure is not kept: the next render asks again.
    pending.catch(() => cache.delete(address));
    cache.set(address, pending);
  }
  return pending;
}

store.sub(signedInAtom, () => {
  if (!store.get(signedInAtom)) cache.clear();
});

/** The picture as a data: URL, or null while it loads, when it fails, or when there is none. */
export function useAvatarImage(address: string | null | undefined): string | null {
  const [image, setImage] = useState<{ address: string; src: string } | null>(null);
  useEffect(() => {
    if (!address) return;
    let live = true;
    load(address).then(
      (src) => live && setImage({ address, src }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [address]);
  return address && image?.address === address ? image.src : null;
}
