import { formatRupees } from './format';
import type { PricingPlan } from './schemas/pricing-plans';

/**
 * The plan cards of /pricing as HTML text: the web page renders it (dangerouslySetInnerHTML) and the
 * server writes it into the prerendered page on every change of the plans, so the first HTML a
 * browser or crawler receives lists the saved plans and hydration finds exactly the same markup.
 * The Choose buttons carry data-plan-id; the page handles their clicks by delegation.
 */
export function pricingCardsHtml(plans: readonly PricingPlan[]): string {
  if (plans.length === 0) {
    return '<p class="rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800">Plans are being updated. Please contact us for a quote.</p>';
  }
  return `<div class="grid items-start gap-8 lg:grid-cols-3">${plans.map(cardHtml).join('')}</div>`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const CHECK_ICON =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5 shrink-0 text-emerald-600"><path d="M20 6 9 17l-5-5"></path></svg>';

const BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors mt-6 w-full';
const PRIMARY = 'bg-brand-600 text-white hover:bg-brand-700';
const SECONDARY =
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

function cardHtml(plan: PricingPlan): string {
  const id = `plan-${escapeHtml(plan.id)}`;
  const frame = plan.isPopular
    ? 'border-brand-600 ring-2 ring-brand-600 lg:scale-105'
    : 'border-slate-200 dark:border-slate-800';
  const badge =
    plan.isPopular && plan.badgeText
      ? `<p class="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">${escapeHtml(plan.badgeText)}</p>`
      : '';
  const subtext = plan.badgeSubtext
    ? `<p class="mt-1 text-sm font-medium text-brand-700 dark:text-brand-100">${escapeHtml(plan.badgeSubtext)}</p>`
    : '';
  const features = plan.features
    .map((feature) => `<li class="flex gap-2">${CHECK_ICON}${escapeHtml(feature)}</li>`)
    .join('');
  return [
    `<article aria-labelledby="${id}" class="relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900 ${frame}">`,
    badge,
    `<h2 id="${id}" class="text-xl font-bold">${escapeHtml(plan.name)}</h2>`,
    `<p class="mt-2 min-h-12 text-sm text-slate-600 dark:text-slate-300">${escapeHtml(plan.description)}</p>`,
    `<p class="mt-6 flex items-baseline gap-2"><span class="text-4xl font-extrabold tracking-tight">${escapeHtml(formatRupees(plan.price))}</span><span class="text-sm text-slate-600 dark:text-slate-400">${escapeHtml(plan.period)}</span></p>`,
    subtext,
    `<button type="button" data-plan-id="${escapeHtml(plan.id)}" class="${BUTTON} ${plan.isPopular ? PRIMARY : SECONDARY}" aria-label="${escapeHtml(`${plan.buttonText}: ${plan.name} plan`)}">${escapeHtml(plan.buttonText)}</button>`,
    `<ul class="mt-8 space-y-3 text-sm">${features}</ul>`,
    '</article>',
  ].join('');
}
