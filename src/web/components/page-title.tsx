import { BRAND_NAME } from '../config/site';

/** Sets the browser tab title; React hoists <title> into the document head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${BRAND_NAME}`}</title>;
}
