import { StarFill } from 'antd-mobile-icons';

const STARS = [0, 1, 2, 3, 4];

/**
 * A score out of five as five stars, filled up to the score (halves and other
 * fractions too), read only: a picture, not a control, so no gesture code. The
 * filling starts on the reading side (the right in Arabic).
 */
export function ScoreStars({ score, className }: { score: number; className?: string }) {
  const filled = `${(Math.min(5, Math.max(0, score)) / 5) * 100}%`;
  const row = STARS.map((index) => <StarFill key={index} aria-hidden />);
  return (
    <span className={`score-stars${className ? ` ${className}` : ''}`} aria-hidden="true">
      <span className="score-stars-empty">{row}</span>
      <span className="score-stars-filled" style={{ inlineSize: filled }} data-testid="score-stars-filled">
        {row}
      </span>
    </span>
  );
}
