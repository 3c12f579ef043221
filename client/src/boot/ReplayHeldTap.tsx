import { useEffect } from 'react';
import { replayHeldTap } from './heldTap.ts';

/**
 * Replays the tap held before hydration (boot/heldTap.ts), drawn next to a screen inside its
 * boundary: its effect runs once the screen has been hydrated, so the tap reaches its handlers.
 * Draws nothing; on a page the browser rendered there is nothing to replay.
 */
export function ReplayHeldTap() {
  useEffect(() => replayHeldTap(), []);
  return null;
}
