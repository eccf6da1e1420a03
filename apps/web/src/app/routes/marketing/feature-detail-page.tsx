import { CheckCircle2, Lock, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useParams } from 'react-router';
import { CtaSection } from '../../../components/marketing/cta-section';
import { FaqList } from '../../../components/marketing/faq-list';
import { ProductMockup } from '../../../components/marketing/product-mockup';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { TestimonialsSection } from '../../../components/marketing/testimonials-section';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { featureMeta, getFeature } from '../../../content/marketing/features';
import { useAuthModal } from '../../../lib/auth-modal';

const tabTrigger =
  'rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800';

function FeatureNotFound() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Feature not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">There is no feature at this address.</p>
      <Link to="/feature" className={buttonClasses('primary', 'mt-8')}>
        See all features
      </Link>
    </Container>
  );
}

export default function FeatureDetailPage() {
  const { feature: slug } = useParams();
  const feature = getFeature(slug);
  const { openModal } = useAuthModal();
  usePageMeta(
    feature
      ? featureMeta(feature)
      : { title: 'Feature not found', description: 'This feature does not exist.' },
  );
  if (!feature) return <FeatureNotFound />;

  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-600/40 blur-3xl"
        />
        <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100">
              <Sparkles aria-hidden className="size-4" /> {feature.title}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {feature.heading}
            </h1>
            <p className="mt-6 text-lg text-slate-300">{feature.subheading}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <button type="button" className={buttonClasses('primary')} onClick={() => openModal('signup')}>
                Start Free Trial
              </button>
              <Link
                to="/demo"
                className="inline-flex min-h-10 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
              >
                Schedule Demo
              </Link>
            </div>
          </div>
          <ProductMockup
            variant={feature.illustration}
            className="mx-auto w-full max-w-lg text-slate-900 dark:text-slate-100"
          />
        </Container>
      </section>

      <section aria-labelledby="feature-sections" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="feature-sections" title={`How ${feature.title} works`} />
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {feature.sections.map((section, index) => (
              <article
                key={section.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{section.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{section.description}</p>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="feature-benefits" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50">
        <Container>
          <SectionHeading
            id="feature-benefits"
            eyebrow="Benefits"
            title={`What you get with ${feature.title}`}
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {feature.benefits.map((benefit) => (
              <li
                key={benefit}
                className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <CheckCircle2 aria-hidden className="size-6 shrink-0 text-emerald-600" />
                <span className="font-medium">{benefit}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="feature-detail" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="feature-detail" title="Explore in Detail" />
          <Tabs.Root defaultValue="overview" className="mx-auto mt-10 max-w-3xl">
            <Tabs.List
              aria-label={`${feature.title} in detail`}
              className="flex flex-wrap justify-center gap-2"
            >
              <Tabs.Trigger value="overview" className={tabTrigger}>
                Overview
              </Tabs.Trigger>
              <Tabs.Trigger value="key-features" className={tabTrigger}>
                Key Features
              </Tabs.Trigger>
              <Tabs.Trigger value="security" className={tabTrigger}>
                Security
              </Tabs.Trigger>
            </Tabs.List>
            <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <Tabs.Content value="overview">
                <p className="text-lg text-slate-700 dark:text-slate-200">{feature.overview}</p>
              </Tabs.Content>
              <Tabs.Content value="key-features">
                <ul className="grid gap-3 sm:grid-cols-2">
                  {feature.keyFeatures.map((item) => (
                    <li key={item} className="flex gap-2">
                      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </Tabs.Content>
              <Tabs.Content value="security">
                <ul className="space-y-3">
                  {feature.security.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Lock
                        aria-hidden
                        className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-100"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </Tabs.Content>
            </div>
          </Tabs.Root>
        </Container>
      </section>

      <TestimonialsSection id="feature-testimonials" title="What teams like yours tell us" />

      <section aria-labelledby="feature-faq" className="py-16 sm:py-20">
        <Container className="max-w-3xl">
          <SectionHeading id="feature-faq" eyebrow="FAQ" title={`${feature.title}: common questions`} />
          <div className="mt-10">
            <FaqList items={feature.faqs} />
          </div>
        </Container>
      </section>

      <CtaSection title={`Try ${feature.title} with your team`} />
    </>
  );
}
