// Renders a brand's landing content: hero with the brand's illustration (public/landing/<brand>.svg, drawn for
// the platform), highlights, prices and proof (./landing-offer.tsx, from the database), features, steps and a
// closing call to action. Static
// markup styled by a CSS module, with no client components: on a throttled phone, hydrating the MUI version
// of this page was most of its total blocking time (docs/performance.md, Lighthouse).
import { lighten } from '@/lib/platform/brands/palette';
import type { Brand } from '@/lib/platform/brands/brands';
import { brandPalette } from '@/lib/platform/brands/palette';
import { withStoreCount, type LandingContent } from '@/lib/platform/brands/landing';
import { enabledStoreCount } from '@/lib/distribution/stats';
import { LandingPrices, LandingProof } from './landing-offer';
import css from './landing-page.module.css';
import btn from '@/components/ui/static-button.module.css';

export async function LandingPage({
  brand,
  content: copy,
  prices = true,
}: {
  brand: Brand;
  content: LandingContent;
  /** Whether the brand's prices are shown (not on the investors' page). */
  prices?: boolean;
}) {
  const content = withStoreCount(copy, await enabledStoreCount());
  const colours = {
    '--brand': brand.themeColor,
    '--accent': brand.accentColor,
    '--accent-light': lighten(brand.accentColor, 0.4),
    '--primary-fg': brandPalette(brand.key).primary.contrastText,
    '--step-columns': Math.min(content.steps.length, 4),
  } as React.CSSProperties;
  return (
    <div style={colours}>
      <div className={css.hero}>
        <div className={`${css.container} ${css.heroGrid}`}>
          <div>
            <span className={css.eyebrow}>{content.eyebrow}</span>
            <h1 className={css.headline}>{content.headline}</h1>
            <p className={css.intro}>{content.intro}</p>
            <div className={css.actions}>
              <a
                href={content.primary.href}
                className={`${btn.button} ${btn.contained} ${btn.large} ${css.heroPrimary}`}
              >
                {content.primary.label}
              </a>
              {content.secondary && (
                <a href={content.secondary.href} className={`${btn.button} ${btn.outlined} ${btn.large}`}>
                  {content.secondary.label}
                </a>
              )}
            </div>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to resize */}
          <img src={`/landing/${brand.key}.svg`} alt="" width={480} height={360} className={css.heroArt} />
        </div>
      </div>

      <div className={css.highlights}>
        <ul className={`${css.list} ${css.highlightList}`}>
          {content.highlights.map((h) => (
            <li key={h.label}>
              <p className={css.value}>{h.value}</p>
              <p className={css.secondary}>{h.label}</p>
            </li>
          ))}
        </ul>
      </div>

      {prices && <LandingPrices brand={brand} />}
      <LandingProof />

      <div className={css.features}>
        <h2 className={css.h2}>{content.featuresTitle}</h2>
        <div className={`${css.list} ${css.featureList}`}>
          {content.features.map((f) => (
            <div key={f.title} className={css.card}>
              <h3 className={css.cardTitle}>{f.title}</h3>
              <p className={css.secondary}>{f.body}</p>
            </div>
          ))}
        </div>
      </div>

      <div className={css.steps}>
        <div className={css.container}>
          <h2 className={css.h2}>{content.stepsTitle}</h2>
          <ol className={`${css.list} ${css.stepList}`}>
            {content.steps.map((s, i) => (
              <li key={s.title}>
                <p className={css.stepNumber} aria-hidden>
                  {i + 1}
                </p>
                <h3 className={css.h3}>{s.title}</h3>
                <p className={css.secondary}>{s.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>

      <section className={css.closing} aria-labelledby="closing-heading">
        <h2 id="closing-heading" className={css.h2}>
          {content.closing.title}
        </h2>
        <p className={css.closingBody}>{content.closing.body}</p>
        <a href={content.closing.cta.href} className={`${btn.button} ${btn.contained} ${btn.large} ${css.closingCta}`}>
          {content.closing.cta.label}
        </a>
      </section>
    </div>
  );
}
