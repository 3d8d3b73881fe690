/**
 * The generated cover of a card without a banner (docs/design.md "Cover"): a gradient and an icon by
 * the kind of thing (a contribution or campaign type, a content category, a competition), never an
 * empty grey box. Decorative: the card's title says what it is.
 */
const ICONS: Record<string, string> = {
  // a light bulb
  SUGGESTION: 'M12 2a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2zm-2 18h4v1a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1z',
  // a rising line
  IMPROVEMENT: 'M3 17.5 9 11.5l4 4 6.5-6.5V13h2V5.5H14v2h4.1L13 12.6l-4-4-7.4 7.4z',
  // a trophy
  competition:
    'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.35A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.35 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.73V7zm10 0v2.73A2 2 0 0 0 18 8V7h-1z',
  bullhorn: 'M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1zm11-4.5v13l6 3V2.5l-6 3zM7 16l1.5 5h2L9 16H7z',
  newspaper:
    'M4 5h13v12a2 2 0 0 0 2 2H5a2 2 0 0 1-2-2V6a1 1 0 0 1 1-1zm15 3h2v9a2 2 0 0 1-4 0V8h2zM6 8v3h4V8H6zm6 0v1h3V8h-3zm0 2v1h3v-1h-3zM6 13v1h9v-1H6zm0 2v1h9v-1H6z',
  'file-alt':
    'M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V8h4.5L13 3.5zM8 12v1.5h8V12H8zm0 3v1.5h8V15H8zm0 3v1.5h5V18H8z',
};

/** The icon of a kind; campaign-{TYPE} uses the type's. */
function iconOf(kind: string): string {
  const base = kind.startsWith('campaign-') ? kind.slice('campaign-'.length) : kind;
  return ICONS[base] ?? ICONS[kind] ?? ICONS.SUGGESTION;
}

export function Cover({ kind, className = '', testId = 'cover' }: { kind: string; className?: string; testId?: string }) {
  return (
    <div className={`inno-cover ${className}`} data-kind={kind} data-testid={testId} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="currentColor" focusable="false">
        <path d={iconOf(kind)} />
      </svg>
    </div>
  );
}

export default Cover;
