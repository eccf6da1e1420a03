import { Link } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal';
import { Container } from './section-heading';

/** Closing call to action: Start Free Trial opens sign-up, Schedule Demo goes to /demo. */
export function CtaSection({
  title = 'Ready to see your work in one place?',
  text = 'Start free with up to 10 teammates, or book a 30-minute demo and we will set it up with you.',
}: {
  title?: string;
  text?: string;
}) {
  const { openModal } = useAuthModal();
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              className="inline-flex min-h-10 items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              onClick={() => openModal('signup')}
            >
              Start Free Trial
            </button>
            <Link
              to="/demo"
              className="inline-flex min-h-10 items-center justify-center rounded-lg bg-slate-950 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/60 hover:bg-slate-900"
            >
              Schedule Demo
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
