import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadSubscription, subscriptionAtom, subscriptionStatusAtom } from '../../state/subscription.ts';

/** The shared subscription data, loaded (or taken from the 30 s cache) when the component mounts. */
export function useSubscription() {
  const data = useAtomValue(subscriptionAtom);
  const status = useAtomValue(subscriptionStatusAtom);
  useEffect(() => {
    void loadSubscription();
  }, []);
  return { data, status };
}
