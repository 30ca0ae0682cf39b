/**
 * The loader of details-course behind this one small module: the app's route table (first load)
 * names this file only, and the screen's own dependencies are listed here, outside the first load
 * (docs/shopping-lists.md#details-course).
 */
export const detailsCourseScreen = () => import('./DetailsCoursePage.tsx').then((m) => ({ Component: m.DetailsCoursePage }));
