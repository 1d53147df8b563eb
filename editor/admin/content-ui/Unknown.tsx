import { contentHash } from '../screens';

/** An address under a screen that names no record (a typo, an old bookmark). */
export function Unknown({ screen, backLabel }: { screen: string; backLabel: string }) {
  return (
    <section className="ed-admin-screen" aria-labelledby="unknown-heading">
      <h1 id="unknown-heading">Not found</h1>
      <p role="alert">This address names nothing here.</p>
      <p>
        <a href={contentHash(screen)}>{backLabel}</a>
      </p>
    </section>
  );
}
