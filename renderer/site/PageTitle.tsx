/** The page title heading, unless the page hides it (isTitleVisible). */
export function PageTitle({ title, visible }: { title: string; visible: boolean }) {
  if (!visible || !title.trim()) return null;
  return <h1 className="page-title">{title}</h1>;
}
