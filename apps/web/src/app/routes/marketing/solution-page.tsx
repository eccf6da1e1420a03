import { CheckCircle2, Smartphone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppScreenshot } from '../../../components/marketing/app-screenshot';
import { CtaSection } from '../../../components/marketing/cta-section';
import { MARKETING_ICONS } from '../../../components/marketing/icon-map';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { getSolution, SOLUTIONS, solutionMeta } from '../../../content/marketing/solutions';

export default function SolutionPage() {
  const { slug } = useParams();
  const solution = getSolution(slug);
  usePageMeta(
    solution
      ? solutionMeta(solution)
      : { title: 'Solution not found', description: 'This solution does not exist.' },
  );

  if (!solution) {
    return (
      <Container className="py-24 text-center">
        <h1 className="text-3xl font-bold">Solution not found</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">There is no solution at this address.</p>
        <Link to="/solutions" className={buttonClasses('primary', 'mt-8')}>
          See all solutions
        </Link>
      </Container>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <Container className="grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
              For {solution.role}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {solution.title}{' '}
              <span className="text-brand-600 dark:text-brand-100">{solution.highlighted}</span>
            </h1>
            <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{solution.description}</p>
            <Link to="/demo" className={buttonClasses('primary', 'mt-8 px-6 py-3 text-base')}>
              Book a Demo
            </Link>
          </div>
          <ul className="space-y-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            {solution.points.map((point) => (
              <li key={point} className="flex gap-3 text-lg">
                <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-emerald-600" />
                {point}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-label={`TaskFlow for ${solution.role}`} className="pt-4">
        <Container>
          <figure className="mx-auto max-w-5xl">
            <AppScreenshot
              file={solution.image.file}
              alt={solution.image.alt}
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="rounded-2xl border border-slate-200 shadow-lg dark:border-slate-800"
            />
            <figcaption className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
              {solution.image.caption}
            </figcaption>
          </figure>
        </Container>
      </section>

      <section aria-labelledby="solution-mobile" className="py-12">
        <Container>
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-slate-950 p-8 text-white sm:flex-row sm:items-center">
            <Smartphone aria-hidden className="size-12 shrink-0 text-brand-100" />
            <div>
              <h2 id="solution-mobile" className="text-2xl font-bold">
                {solution.bannerTitle}
              </h2>
              <p className="mt-2 text-slate-300">{solution.bannerText}</p>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="solution-features" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="solution-features" title={`More for ${solution.role}`} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {solution.features.map((feature) => {
              const Icon = MARKETING_ICONS[feature.icon] ?? CheckCircle2;
              return (
                <li
                  key={feature.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
                  <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-300">{feature.description}</p>
                </li>
              );
            })}
          </ul>
          <nav aria-label="Other solutions" className="mt-12 text-center text-sm">
            <span className="text-slate-600 dark:text-slate-400">Other solutions: </span>
            {SOLUTIONS.filter((other) => other.slug !== solution.slug).map((other, index) => (
              <span key={other.slug}>
                {index > 0 && ' · '}
                <Link
                  to={`/solution/${other.slug}`}
                  className="font-semibold text-brand-600 underline dark:text-brand-100"
                >
                  {other.role}
                </Link>
              </span>
            ))}
          </nav>
        </Container>
      </section>
      <CtaSection />
    </>
  );
}
