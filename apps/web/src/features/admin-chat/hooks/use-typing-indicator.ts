import { useEffect, useRef, useState } from 'react';

const TYPING_CLEAR_MS = 2000;

/**
 * Whether the visitor of the selected session is typing, as the socket reports it: forgotten 2 s after the last
 * report, and when another session is chosen.
 */
export function useTypingIndicator(sessionId: string | undefined) {
  const [typingEmail, setTypingEmail] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Another session chosen: reset while rendering, not in an effect after it.
  const [shownFor, setShownFor] = useState(sessionId);
  if (shownFor !== sessionId) {
    setShownFor(sessionId);
    setTypingEmail(null);
  }

  function report(senderEmail: string, isTyping: boolean) {
    window.clearTimeout(timer.current);
    setTypingEmail(isTyping ? senderEmail : null);
    if (isTyping) timer.current = window.setTimeout(() => setTypingEmail(null), TYPING_CLEAR_MS);
  }

  return { typing: typingEmail !== null, report, clear: () => setTypingEmail(null) };
}
