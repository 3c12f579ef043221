interface SegmentedTabsProps<Option extends string> {
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  /** The tab list's accessible name. */
  label: string;
  title: (option: Option) => string;
  className?: string;
}

/** A row of buttons acting as tabs (products or shops), the chosen one marked. */
export function SegmentedTabs<Option extends string>(props: SegmentedTabsProps<Option>) {
  const { options, value, onChange, label, title, className } = props;
  return (
    <div className={`segmented${className ? ` ${className}` : ''}`} role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === value}
          className={option === value ? 'active' : ''}
          onClick={() => onChange(option)}
        >
          {title(option)}
        </button>
      ))}
    </div>
  );
}
