import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CtaSection } from '../../../components/marketing/cta-section';
import { Container } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { SOLUTIONS } from '../../../content/marketing/solutions';

export default function SolutionsPage() {
  usePageMeta();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center sm:py-20 dark:from-slate-900 dark:to-slate-950">
        <Container>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
            Solutions
          </p>
          <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            TaskFlow for the way you work
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            The same product, seen from four roles.
          </p>
        </Container>
      </section>
      <Container className="py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {SOLUTIONS.map((solution) => (
            <li key={solution.slug}>
              <Link
                to={`/solution/${solution.slug}`}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <h2 className="text-xl font-bold">For {solution.role}</h2>
                <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{solution.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 dark:text-brand-100">
                  Read more <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
      <CtaSection />
    </>
  );
}
