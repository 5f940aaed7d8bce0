// Seconds left until the customer may ask for another code, ticking once a second. Counted from
// when the page received the figure (not from the device clock, which may be wrong).
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number, restartKey?: unknown): number {
  const start = Math.max(0, Math.ceil(seconds));
  const [left, setLeft] = useState(start);

  useEffect(() => {
    setLeft(start);
    if (start === 0) return;
    const began = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, start - Math.floor((Date.now() - began) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [start, restartKey]);

  return left;
}
