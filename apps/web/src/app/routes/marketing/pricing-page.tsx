import { BadgeIndianRupee, CalendarX2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '../../../components/marketing/faq-list';
import { HydrateWhenVisible } from '../../../components/marketing/hydrate-when-visible';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { PricingPlanCards } from '../../../features/pricing-plans/components/pricing-plan-cards';
import { useAuthModal } from '../../../lib/auth-modal';

const GUARANTEES = [
  {
    title: '30-day money-back guarantee',
    text: 'Not right for you? Ask within 30 days for a full refund.',
    icon: ShieldCheck,
  },
  { title: 'No setup fees', text: 'You pay for users on a paid plan, nothing else.', icon: BadgeIndianRupee },
  {
    title: 'Cancel anytime',
    text: 'Stop at the end of any billing period; your data stays exportable.',
    icon: CalendarX2,
  },
];

const PRICING_FAQ = [
  {
    question: 'Is the Personal plan really free?',
    answer: 'Yes, free forever for up to 10 teammates, with files up to 100MB each. No credit card needed.',
  },
  {
    question: 'How is “per user/month” counted?',
    answer:
      'By the number of active members in your organization during the month. Deactivated members are not billed.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrade or downgrade at any time; the change applies from your next billing period.',
  },
  {
    question: 'Are prices in Indian rupees?',
    answer: 'Yes. Prices are in rupees (₹) per user per month; taxes are added where they apply.',
  },
];

export default function PricingPage() {
  usePageMeta();
  const { openModal } = useAuthModal();
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 pt-16 pb-40 text-center text-white sm:pt-20">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_80%_60%,rgba(14,165,233,0.3),transparent_50%)]"
        />
        <Container className="relative">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Pricing Plan</p>
          <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Simple pricing that grows with your team
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
            Start free. Move to Starter or Advanced when you need more people, more automation and more
            insight.
          </p>
        </Container>
      </section>
      <Container className="relative -mt-28">
        <PricingPlanCards onChoose={() => openModal('signup')} />
      </Container>
      <HydrateWhenVisible id="pricing-guarantees">
        <section aria-labelledby="pricing-guarantees" className="py-16 sm:py-20">
          <Container>
            <h2 id="pricing-guarantees" className="sr-only">
              Our promises
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {GUARANTEES.map((item) => (
                <li key={item.title} className="flex gap-4 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
                  <item.icon aria-hidden className="size-8 shrink-0 text-brand-600 dark:text-brand-100" />
                  <div>
                    <h3 className="font-semibold">{item.title}</h3>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      </HydrateWhenVisible>
      <HydrateWhenVisible id="pricing-faq">
        <section aria-labelledby="pricing-faq" className="pb-16 sm:pb-20">
          <Container className="max-w-3xl">
            <SectionHeading id="pricing-faq" eyebrow="FAQ" title="Questions about pricing" />
            <div className="mt-10">
              <FaqList items={PRICING_FAQ} />
            </div>
            <p className="mt-8 text-center text-slate-600 dark:text-slate-300">
              Need something else?{' '}
              <Link to="/contactus" className="font-semibold text-brand-600 underline dark:text-brand-100">
                Contact us
              </Link>{' '}
              or{' '}
              <Link to="/demo" className="font-semibold text-brand-600 underline dark:text-brand-100">
                book a demo
              </Link>
              .
            </p>
          </Container>
        </section>
      </HydrateWhenVisible>
    </>
  );
}
