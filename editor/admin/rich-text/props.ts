/** What a form gives its rich text: the stored HTML, and where the owner's changes go. */
export interface RichTextProps {
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
}
