import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { CtaSection } from '../../../components/marketing/cta-section';
import { HydrateWhenVisible } from '../../../components/marketing/hydrate-when-visible';
import { ProductMockup } from '../../../components/marketing/product-mockup';
import { Container } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { FEATURES } from '../../../content/marketing/features';

export default function FeaturesPage() {
  usePageMeta();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center sm:py-20 dark:from-slate-900 dark:to-slate-950">
        <Container>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
            Features
          </p>
          <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Six parts, one place for your firm’s work
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Tasks, projects, time, reports, leave and the people behind them. Here is what each part does.
          </p>
        </Container>
      </section>
      <Container className="space-y-20 py-16 sm:space-y-28 sm:py-20">
        {FEATURES.map((feature, index) => (
          <section
            key={feature.slug}
            aria-labelledby={`feature-${feature.slug}`}
            className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <div className={clsx(index % 2 === 1 && 'lg:order-2')}>
              <h2 id={`feature-${feature.slug}`} className="text-3xl font-bold tracking-tight">
                {feature.title}
              </h2>
              <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{feature.subheading}</p>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {feature.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={`/features/${feature.slug}`}
                className={buttonClasses('primary', 'mt-8')}
                aria-label={`Explore Feature: ${feature.title}`}
              >
                Explore Feature
              </Link>
            </div>
            <ProductMockup
              variant={feature.illustration}
              className={clsx('mx-auto w-full max-w-lg', index % 2 === 1 && 'lg:order-1')}
            />
          </section>
        ))}
      </Container>
      <HydrateWhenVisible id="features-cta">
        <CtaSection />
      </HydrateWhenVisible>
    </>
  );
}
