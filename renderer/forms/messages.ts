/**
 * A form's own words for its two outcomes, set in its Success Message and Error Message blocks: the form
 * block reads them from its blocks and gives them to its island, which shows them in the success state
 * and for the spec's general failure (storefront §4, §8). Plain data, so islands carry them as props.
 */
export interface FormMessageSettings {
  /** Empty: the form says its own words. */
  text: string;
  align?: 'left' | 'center' | 'right';
  backgroundColor?: string;
  textColor?: string;
}

export interface FormMessages {
  success?: FormMessageSettings;
  error?: FormMessageSettings;
}
