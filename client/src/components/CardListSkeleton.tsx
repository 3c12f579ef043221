import { Skeleton } from 'antd-mobile';

interface CardListSkeletonProps {
  /** The class of the cards it stands for, so the placeholders take their place and shape. */
  cardClassName: string;
  /** Text lines under each card's title. */
  lines: number;
  testId: string;
}

/** Three placeholder cards while the first page of a card list loads. */
export function CardListSkeleton({ cardClassName, lines, testId }: CardListSkeletonProps) {
  return (
    <div aria-busy="true" data-testid={testId}>
      {[0, 1, 2].map((index) => (
        <div className={cardClassName} key={index}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  );
}
