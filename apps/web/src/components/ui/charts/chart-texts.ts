import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';

/** Texts of the charts (their table alternative and spoken summary), added with the charts' chunk. */
export const chartsFr = {
  showTable: 'Voir le tableau',
  hideTable: 'Masquer le tableau',
  month: 'Mois',
  summary: '{{title}} : total {{total}}, mois le plus élevé {{top}} ({{topValue}}).',
  summaryEmpty: '{{title}} : aucun achat sur la période.',
  axisNote: 'Les mois vont de gauche à droite.',
};
export type ChartTexts = typeof chartsFr;

export const chartsAr: ChartTexts = {
  showTable: 'عرض الجدول',
  hideTable: 'إخفاء الجدول',
  month: 'الشهر',
  summary: '{{title}}: المجموع {{total}}، أعلى شهر {{top}} ({{topValue}}).',
  summaryEmpty: '{{title}}: لا توجد مشتريات في هذه الفترة.',
  axisNote: 'تُعرض الأشهر من اليسار إلى اليمين.',
};

registerLazyTexts('charts', chartsFr, chartsAr);
