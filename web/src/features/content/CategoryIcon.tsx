/** The three content category icons (bullhorn, newspaper, file-alt) as inline SVG. */
export type CategoryIconName = 'bullhorn' | 'newspaper' | 'file-alt';

const PATHS: Record<CategoryIconName, string> = {
  bullhorn: 'M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1zm11-4.5v13l6 3V2.5l-6 3zM7 16l1.5 5h2L9 16H7z',
  newspaper:
    'M4 5h13v12a2 2 0 0 0 2 2H5a2 2 0 0 1-2-2V6a1 1 0 0 1 1-1zm15 3h2v9a2 2 0 0 1-4 0V8h2zM6 8v3h4V8H6zm6 0v1h3V8h-3zm0 2v1h3v-1h-3zM6 13v1h9v-1H6zm0 2v1h9v-1H6z',
  'file-alt':
    'M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V8h4.5L13 3.5zM8 12v1.5h8V12H8zm0 3v1.5h8V15H8zm0 3v1.5h5V18H8z',
};

export function isCategoryIcon(v: unknown): v is CategoryIconName {
  return v === 'bullhorn' || v === 'newspaper' || v === 'file-alt';
}

export function CategoryIcon({ icon, className = '' }: { icon: string | null | undefined; className?: string }) {
  const name: CategoryIconName = isCategoryIcon(icon) ? icon : 'newspaper';
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="currentColor"
      aria-hidden="true"
      className={`inno-category-icon ${className}`}
      data-icon={name}
      data-testid="category-icon"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

export default CategoryIcon;
