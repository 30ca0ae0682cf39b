/**
 * The loaders of the courses, add-list and add-product screens, behind this one small module: the
 * app's route table (first load) names this file only, and the screens' own dependencies are listed
 * here (docs/shopping-lists.md#screens-courses-add-list-add-product).
 */
export const coursesScreen = () => import('./CoursesPage.tsx').then((m) => ({ Component: m.CoursesPage }));
export const addListScreen = () => import('./AddListPage.tsx').then((m) => ({ Component: m.AddListPage }));
export const addProductScreen = () => import('./AddProductPage.tsx').then((m) => ({ Component: m.AddProductPage }));
