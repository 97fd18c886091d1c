import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  seconds: number;
  /** While true (a game in progress) the count stands still and never ends; it goes on from there after. */
  paused: boolean;
  onDone: () => void;
}

/** "Closes in N s": counted from a deadline set each time it runs, so a background tab's throttled timers do not stretch it. */
export function Countdown({ seconds, paused, onDone }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const leftRef = useRef(left);
  leftRef.current = left;
  useEffect(() => {
    if (paused) return;
    const deadline = Date.now() + leftRef.current * 1000;
    const timer = setInterval(() => setLeft(Math.ceil((deadline - Date.now()) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  useEffect(() => {
    if (!paused && left <= 0) onDone();
  }, [paused, left, onDone]);
  return <p className="waiting-countdown">{paused ? t('waiting.countdownPaused', { count: Math.max(0, left) }) : t('waiting.closesIn', { count: Math.max(0, left) })}</p>;
}
