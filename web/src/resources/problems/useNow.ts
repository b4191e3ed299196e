/** The time the cards' ages are counted to, moving on each minute (one render of the board a minute). */
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
