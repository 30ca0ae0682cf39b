// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../routes/index.ts';
import type { Operation } from './operation.ts';

// adminApi
export const staffLogin = { id: 'staffLogin', method: 'POST', path: '/api/v1/admin/auth/login' } as Operation<(typeof routes)['adminApi']['staffLogin']>;
export const staffEnrolTotp = { id: 'staffEnrolTotp', method: 'POST', path: '/api/v1/admin/auth/enrol' } as Operation<(typeof routes)['adminApi']['staffEnrolTotp']>;
export const staffVerifyTotp = { id: 'staffVerifyTotp', method: 'POST', path: '/api/v1/admin/auth/verify' } as Operation<(typeof routes)['adminApi']['staffVerifyTotp']>;
export const staffLogout = { id: 'staffLogout', method: 'POST', path: '/api/v1/admin/auth/logout' } as Operation<(typeof routes)['adminApi']['staffLogout']>;
export const changeStaffPassword = { id: 'changeStaffPassword', method: 'POST', path: '/api/v1/admin/auth/password' } as Operation<(typeof routes)['adminApi']['changeStaffPassword']>;
export const getStaffMe = { id: 'getStaffMe', method: 'GET', path: '/api/v1/admin/auth/me' } as Operation<(typeof routes)['adminApi']['getStaffMe']>;
export const listStaff = { id: 'listStaff', method: 'GET', path: '/api/v1/admin/staff' } as Operation<(typeof routes)['adminApi']['listStaff']>;
export const createStaff = { id: 'createStaff', method: 'POST', path: '/api/v1/admin/staff' } as Operation<(typeof routes)['adminApi']['createStaff']>;
export const updateStaff = { id: 'updateStaff', method: 'PATCH', path: '/api/v1/admin/staff/:id' } as Operation<(typeof routes)['adminApi']['updateStaff']>;
export const resetStaffPassword = { id: 'resetStaffPassword', method: 'POST', path: '/api/v1/admin/staff/:id/password-reset' } as Operation<(typeof routes)['adminApi']['resetStaffPassword']>;
export const resetStaffTotp = { id: 'resetStaffTotp', method: 'POST', path: '/api/v1/admin/staff/:id/totp-reset' } as Operation<(typeof routes)['adminApi']['resetStaffTotp']>;
export const unlockStaffFactor = { id: 'unlockStaffFactor', method: 'POST', path: '/api/v1/admin/staff/:id/factor-unlock' } as Operation<(typeof routes)['adminApi']['unlockStaffFactor']>;
export const listAuditLog = { id: 'listAuditLog', method: 'GET', path: '/api/v1/admin/audit' } as Operation<(typeof routes)['adminApi']['listAuditLog']>;
// apiKeysApi
export const createApiKey = { id: 'createApiKey', method: 'POST', path: '/api/v1/admin/api-keys' } as Operation<(typeof routes)['apiKeysApi']['createApiKey']>;
export const listApiKeys = { id: 'listApiKeys', method: 'GET', path: '/api/v1/admin/api-keys' } as Operation<(typeof routes)['apiKeysApi']['listApiKeys']>;
export const revokeApiKey = { id: 'revokeApiKey', method: 'POST', path: '/api/v1/admin/api-keys/:id/revoke' } as Operation<(typeof routes)['apiKeysApi']['revokeApiKey']>;
// appConfigApi
export const getAppConfig = { id: 'getAppConfig', method: 'GET', path: '/api/v1/app/config' } as Operation<(typeof routes)['appConfigApi']['getAppConfig']>;
// authApi
export const sendOtp = { id: 'sendOtp', method: 'POST', path: '/api/v1/auth/otp' } as Operation<(typeof routes)['authApi']['sendOtp']>;
export const verifyOtp = { id: 'verifyOtp', method: 'POST', path: '/api/v1/auth/otp/verify' } as Operation<(typeof routes)['authApi']['verifyOtp']>;
export const register = { id: 'register', method: 'POST', path: '/api/v1/auth/register' } as Operation<(typeof routes)['authApi']['register']>;
export const login = { id: 'login', method: 'POST', path: '/api/v1/auth/login' } as Operation<(typeof routes)['authApi']['login']>;
export const verifyResetCode = { id: 'verifyResetCode', method: 'POST', path: '/api/v1/auth/password/verify-code' } as Operation<(typeof routes)['authApi']['verifyResetCode']>;
export const resetPassword = { id: 'resetPassword', method: 'POST', path: '/api/v1/auth/password/reset' } as Operation<(typeof routes)['authApi']['resetPassword']>;
export const logout = { id: 'logout', method: 'POST', path: '/api/v1/auth/logout' } as Operation<(typeof routes)['authApi']['logout']>;
// brandsApi
export const listOwnBrands = { id: 'listOwnBrands', method: 'GET', path: '/api/v1/brands' } as Operation<(typeof routes)['brandsApi']['listOwnBrands']>;
export const listBrandProducts = { id: 'listBrandProducts', method: 'GET', path: '/api/v1/brands/:brand/products' } as Operation<(typeof routes)['brandsApi']['listBrandProducts']>;
// broadcastsApi
export const listBroadcasts = { id: 'listBroadcasts', method: 'GET', path: '/api/v1/admin/broadcasts' } as Operation<(typeof routes)['broadcastsApi']['listBroadcasts']>;
export const createBroadcast = { id: 'createBroadcast', method: 'POST', path: '/api/v1/admin/broadcasts' } as Operation<(typeof routes)['broadcastsApi']['createBroadcast']>;
export const getBroadcast = { id: 'getBroadcast', method: 'GET', path: '/api/v1/admin/broadcasts/:id' } as Operation<(typeof routes)['broadcastsApi']['getBroadcast']>;
export const updateBroadcast = { id: 'updateBroadcast', method: 'PUT', path: '/api/v1/admin/broadcasts/:id' } as Operation<(typeof routes)['broadcastsApi']['updateBroadcast']>;
export const previewBroadcast = { id: 'previewBroadcast', method: 'GET', path: '/api/v1/admin/broadcasts/:id/preview' } as Operation<(typeof routes)['broadcastsApi']['previewBroadcast']>;
export const scheduleBroadcast = { id: 'scheduleBroadcast', method: 'POST', path: '/api/v1/admin/broadcasts/:id/schedule' } as Operation<(typeof routes)['broadcastsApi']['scheduleBroadcast']>;
export const cancelBroadcast = { id: 'cancelBroadcast', method: 'POST', path: '/api/v1/admin/broadcasts/:id/cancel' } as Operation<(typeof routes)['broadcastsApi']['cancelBroadcast']>;
// campaignAdminApi
export const listAdminCampaigns = { id: 'listAdminCampaigns', method: 'GET', path: '/api/v1/admin/campaigns' } as Operation<(typeof routes)['campaignAdminApi']['listAdminCampaigns']>;
export const getAdminCampaign = { id: 'getAdminCampaign', method: 'GET', path: '/api/v1/admin/campaigns/:id' } as Operation<(typeof routes)['campaignAdminApi']['getAdminCampaign']>;
export const createAdminCampaign = { id: 'createAdminCampaign', method: 'POST', path: '/api/v1/admin/campaigns' } as Operation<(typeof routes)['campaignAdminApi']['createAdminCampaign']>;
export const updateAdminCampaign = { id: 'updateAdminCampaign', method: 'PUT', path: '/api/v1/admin/campaigns/:id' } as Operation<(typeof routes)['campaignAdminApi']['updateAdminCampaign']>;
export const stopAdminCampaign = { id: 'stopAdminCampaign', method: 'POST', path: '/api/v1/admin/campaigns/:id/stop' } as Operation<(typeof routes)['campaignAdminApi']['stopAdminCampaign']>;
export const uploadAdminCampaignImage = { id: 'uploadAdminCampaignImage', method: 'POST', path: '/api/v1/admin/campaigns/:id/image' } as Operation<(typeof routes)['campaignAdminApi']['uploadAdminCampaignImage']>;
// catalogueAdminApi
export const listAdminCatalogues = { id: 'listAdminCatalogues', method: 'GET', path: '/api/v1/admin/catalogues' } as Operation<(typeof routes)['catalogueAdminApi']['listAdminCatalogues']>;
export const createAdminCatalogue = { id: 'createAdminCatalogue', method: 'POST', path: '/api/v1/admin/catalogues' } as Operation<(typeof routes)['catalogueAdminApi']['createAdminCatalogue']>;
export const getAdminCatalogue = { id: 'getAdminCatalogue', method: 'GET', path: '/api/v1/admin/catalogues/:id' } as Operation<(typeof routes)['catalogueAdminApi']['getAdminCatalogue']>;
export const updateAdminCatalogue = { id: 'updateAdminCatalogue', method: 'PATCH', path: '/api/v1/admin/catalogues/:id' } as Operation<(typeof routes)['catalogueAdminApi']['updateAdminCatalogue']>;
export const deleteAdminCatalogue = { id: 'deleteAdminCatalogue', method: 'DELETE', path: '/api/v1/admin/catalogues/:id' } as Operation<(typeof routes)['catalogueAdminApi']['deleteAdminCatalogue']>;
export const publishAdminCatalogue = { id: 'publishAdminCatalogue', method: 'POST', path: '/api/v1/admin/catalogues/:id/publish' } as Operation<(typeof routes)['catalogueAdminApi']['publishAdminCatalogue']>;
export const unpublishAdminCatalogue = { id: 'unpublishAdminCatalogue', method: 'POST', path: '/api/v1/admin/catalogues/:id/unpublish' } as Operation<(typeof routes)['catalogueAdminApi']['unpublishAdminCatalogue']>;
export const replaceAdminCataloguePages = { id: 'replaceAdminCataloguePages', method: 'POST', path: '/api/v1/admin/catalogues/:id/pages' } as Operation<(typeof routes)['catalogueAdminApi']['replaceAdminCataloguePages']>;
export const listAdminCatalogueProducts = { id: 'listAdminCatalogueProducts', method: 'GET', path: '/api/v1/admin/catalogues/:id/products' } as Operation<(typeof routes)['catalogueAdminApi']['listAdminCatalogueProducts']>;
export const replaceAdminCatalogueZones = { id: 'replaceAdminCatalogueZones', method: 'PUT', path: '/api/v1/admin/catalogues/:id/pages/:page/zones' } as Operation<(typeof routes)['catalogueAdminApi']['replaceAdminCatalogueZones']>;
export const updateAdminCataloguePrice = { id: 'updateAdminCataloguePrice', method: 'PATCH', path: '/api/v1/admin/catalogues/:id/products/:sku' } as Operation<(typeof routes)['catalogueAdminApi']['updateAdminCataloguePrice']>;
// cataloguesApi
export const listCatalogues = { id: 'listCatalogues', method: 'GET', path: '/api/v1/catalogues' } as Operation<(typeof routes)['cataloguesApi']['listCatalogues']>;
export const listCatalogueImages = { id: 'listCatalogueImages', method: 'GET', path: '/api/v1/catalogues/images' } as Operation<(typeof routes)['cataloguesApi']['listCatalogueImages']>;
export const listCatalogueProducts = { id: 'listCatalogueProducts', method: 'GET', path: '/api/v1/catalogues/:id/products' } as Operation<(typeof routes)['cataloguesApi']['listCatalogueProducts']>;
// clockApi
export const getClock = { id: 'getClock', method: 'GET', path: '/api/v1/clock' } as Operation<(typeof routes)['clockApi']['getClock']>;
// contentApi
export const getContentDocument = { id: 'getContentDocument', method: 'GET', path: '/api/v1/content/:doc' } as Operation<(typeof routes)['contentApi']['getContentDocument']>;
export const getAppLinks = { id: 'getAppLinks', method: 'GET', path: '/api/v1/app/links' } as Operation<(typeof routes)['contentApi']['getAppLinks']>;
export const getTermsStatus = { id: 'getTermsStatus', method: 'GET', path: '/api/v1/terms/status' } as Operation<(typeof routes)['contentApi']['getTermsStatus']>;
export const acceptTerms = { id: 'acceptTerms', method: 'POST', path: '/api/v1/terms/accept' } as Operation<(typeof routes)['contentApi']['acceptTerms']>;
// dashboardApi
export const getAdminDashboard = { id: 'getAdminDashboard', method: 'GET', path: '/api/v1/admin/dashboard' } as Operation<(typeof routes)['dashboardApi']['getAdminDashboard']>;
// devApi
export const getDevOutbox = { id: 'getDevOutbox', method: 'GET', path: '/api/dev/outbox' } as Operation<(typeof routes)['devApi']['getDevOutbox']>;
export const getDevEmails = { id: 'getDevEmails', method: 'GET', path: '/api/dev/emails' } as Operation<(typeof routes)['devApi']['getDevEmails']>;
export const advanceDevClock = { id: 'advanceDevClock', method: 'POST', path: '/api/dev/clock/advance' } as Operation<(typeof routes)['devApi']['advanceDevClock']>;
// devicesApi
export const registerDevice = { id: 'registerDevice', method: 'POST', path: '/api/v1/devices' } as Operation<(typeof routes)['devicesApi']['registerDevice']>;
// familyApi
export const listMyFamilyMembers = { id: 'listMyFamilyMembers', method: 'GET', path: '/api/v1/families/members' } as Operation<(typeof routes)['familyApi']['listMyFamilyMembers']>;
export const listFamilyMembers = { id: 'listFamilyMembers', method: 'GET', path: '/api/v1/families/:familyId/members' } as Operation<(typeof routes)['familyApi']['listFamilyMembers']>;
export const inviteFamilyMember = { id: 'inviteFamilyMember', method: 'POST', path: '/api/v1/families/add-member' } as Operation<(typeof routes)['familyApi']['inviteFamilyMember']>;
export const listReceivedInvitations = { id: 'listReceivedInvitations', method: 'GET', path: '/api/v1/families/invitations' } as Operation<(typeof routes)['familyApi']['listReceivedInvitations']>;
export const acceptFamilyInvitation = { id: 'acceptFamilyInvitation', method: 'POST', path: '/api/v1/families/invitations/:invitationId/accept' } as Operation<(typeof routes)['familyApi']['acceptFamilyInvitation']>;
export const declineFamilyInvitation = { id: 'declineFamilyInvitation', method: 'POST', path: '/api/v1/families/invitations/:invitationId/decline' } as Operation<(typeof routes)['familyApi']['declineFamilyInvitation']>;
export const cancelFamilyInvitation = { id: 'cancelFamilyInvitation', method: 'DELETE', path: '/api/v1/families/invitations/:invitationId' } as Operation<(typeof routes)['familyApi']['cancelFamilyInvitation']>;
export const leaveFamily = { id: 'leaveFamily', method: 'DELETE', path: '/api/v1/families/memberships/:familyId' } as Operation<(typeof routes)['familyApi']['leaveFamily']>;
export const removeFamilyMember = { id: 'removeFamilyMember', method: 'DELETE', path: '/api/v1/families/:familyId/members/:memberId' } as Operation<(typeof routes)['familyApi']['removeFamilyMember']>;
// favouritesApi
export const listMyFavourites = { id: 'listMyFavourites', method: 'GET', path: '/api/v1/favorites' } as Operation<(typeof routes)['favouritesApi']['listMyFavourites']>;
export const checkFavourite = { id: 'checkFavourite', method: 'GET', path: '/api/v1/favorites/check/:sku' } as Operation<(typeof routes)['favouritesApi']['checkFavourite']>;
export const addFavourite = { id: 'addFavourite', method: 'POST', path: '/api/v1/favorites/:sku' } as Operation<(typeof routes)['favouritesApi']['addFavourite']>;
export const removeFavourite = { id: 'removeFavourite', method: 'DELETE', path: '/api/v1/favorites/:sku' } as Operation<(typeof routes)['favouritesApi']['removeFavourite']>;
export const syncFavourites = { id: 'syncFavourites', method: 'POST', path: '/api/v1/favorites/sync' } as Operation<(typeof routes)['favouritesApi']['syncFavourites']>;
// feedsApi
export const putStockSnapshot = { id: 'putStockSnapshot', method: 'PUT', path: '/api/v1/integrations/stores/:code/stock' } as Operation<(typeof routes)['feedsApi']['putStockSnapshot']>;
export const patchStockDeltas = { id: 'patchStockDeltas', method: 'PATCH', path: '/api/v1/integrations/stores/:code/stock' } as Operation<(typeof routes)['feedsApi']['patchStockDeltas']>;
export const putLastChanceSnapshot = { id: 'putLastChanceSnapshot', method: 'PUT', path: '/api/v1/integrations/stores/:code/last-chance' } as Operation<(typeof routes)['feedsApi']['putLastChanceSnapshot']>;
export const patchLastChanceOffers = { id: 'patchLastChanceOffers', method: 'PATCH', path: '/api/v1/integrations/stores/:code/last-chance' } as Operation<(typeof routes)['feedsApi']['patchLastChanceOffers']>;
export const patchProductFeed = { id: 'patchProductFeed', method: 'PATCH', path: '/api/v1/integrations/products' } as Operation<(typeof routes)['feedsApi']['patchProductFeed']>;
// gamesApi
export const listGames = { id: 'listGames', method: 'GET', path: '/api/v1/games' } as Operation<(typeof routes)['gamesApi']['listGames']>;
export const listCampaigns = { id: 'listCampaigns', method: 'GET', path: '/api/v1/campaigns' } as Operation<(typeof routes)['gamesApi']['listCampaigns']>;
export const listMyWins = { id: 'listMyWins', method: 'GET', path: '/api/v1/games/wins' } as Operation<(typeof routes)['gamesApi']['listMyWins']>;
export const getGame = { id: 'getGame', method: 'GET', path: '/api/v1/games/:key' } as Operation<(typeof routes)['gamesApi']['getGame']>;
export const startPlay = { id: 'startPlay', method: 'POST', path: '/api/v1/games/:key/plays' } as Operation<(typeof routes)['gamesApi']['startPlay']>;
export const submitPlayResult = { id: 'submitPlayResult', method: 'POST', path: '/api/v1/games/:key/plays/:play_id/result' } as Operation<(typeof routes)['gamesApi']['submitPlayResult']>;
export const joinGameWaitlist = { id: 'joinGameWaitlist', method: 'POST', path: '/api/v1/games/:key/waitlist' } as Operation<(typeof routes)['gamesApi']['joinGameWaitlist']>;
// healthApi
export const getHealth = { id: 'getHealth', method: 'GET', path: '/api/health' } as Operation<(typeof routes)['healthApi']['getHealth']>;
// helpApi
export const listFaq = { id: 'listFaq', method: 'GET', path: '/api/v1/faq' } as Operation<(typeof routes)['helpApi']['listFaq']>;
export const reportIssue = { id: 'reportIssue', method: 'POST', path: '/api/v1/issue-reports' } as Operation<(typeof routes)['helpApi']['reportIssue']>;
export const sendSuggestion = { id: 'sendSuggestion', method: 'POST', path: '/api/v1/suggestions' } as Operation<(typeof routes)['helpApi']['sendSuggestion']>;
export const sendContactMessage = { id: 'sendContactMessage', method: 'POST', path: '/api/v1/contact' } as Operation<(typeof routes)['helpApi']['sendContactMessage']>;
export const listMyReviews = { id: 'listMyReviews', method: 'GET', path: '/api/v1/reviews' } as Operation<(typeof routes)['helpApi']['listMyReviews']>;
export const createReview = { id: 'createReview', method: 'POST', path: '/api/v1/reviews' } as Operation<(typeof routes)['helpApi']['createReview']>;
export const deleteReview = { id: 'deleteReview', method: 'DELETE', path: '/api/v1/reviews/:id' } as Operation<(typeof routes)['helpApi']['deleteReview']>;
// importsApi
export const importStoreStock = { id: 'importStoreStock', method: 'POST', path: '/api/v1/admin/stores/:code/stock/import' } as Operation<(typeof routes)['importsApi']['importStoreStock']>;
export const importStoreLastChance = { id: 'importStoreLastChance', method: 'POST', path: '/api/v1/admin/stores/:code/last-chance/import' } as Operation<(typeof routes)['importsApi']['importStoreLastChance']>;
// inboxApi
export const listMyNotifications = { id: 'listMyNotifications', method: 'GET', path: '/api/v1/notifications' } as Operation<(typeof routes)['inboxApi']['listMyNotifications']>;
export const countUnreadNotifications = { id: 'countUnreadNotifications', method: 'GET', path: '/api/v1/notifications/unread-count' } as Operation<(typeof routes)['inboxApi']['countUnreadNotifications']>;
export const markAllNotificationsRead = { id: 'markAllNotificationsRead', method: 'POST', path: '/api/v1/notifications/read-all' } as Operation<(typeof routes)['inboxApi']['markAllNotificationsRead']>;
export const markNotificationRead = { id: 'markNotificationRead', method: 'POST', path: '/api/v1/notifications/:id/read' } as Operation<(typeof routes)['inboxApi']['markNotificationRead']>;
export const deleteNotification = { id: 'deleteNotification', method: 'DELETE', path: '/api/v1/notifications/:id' } as Operation<(typeof routes)['inboxApi']['deleteNotification']>;
// lastChanceApi
export const listLastChanceOffers = { id: 'listLastChanceOffers', method: 'GET', path: '/api/v1/last-chance' } as Operation<(typeof routes)['lastChanceApi']['listLastChanceOffers']>;
export const listLastChanceCategories = { id: 'listLastChanceCategories', method: 'GET', path: '/api/v1/last-chance/categories' } as Operation<(typeof routes)['lastChanceApi']['listLastChanceCategories']>;
export const getLastChanceStock = { id: 'getLastChanceStock', method: 'GET', path: '/api/v1/last-chance/stock' } as Operation<(typeof routes)['lastChanceApi']['getLastChanceStock']>;
// listBoostApi
export const boostList = { id: 'boostList', method: 'POST', path: '/api/v1/lists/:id/boost' } as Operation<(typeof routes)['listBoostApi']['boostList']>;
// listEventsApi
export const streamListEvents = { id: 'streamListEvents', method: 'GET', path: '/api/v1/lists/events' } as Operation<(typeof routes)['listEventsApi']['streamListEvents']>;
// listImagesApi
export const addListImage = { id: 'addListImage', method: 'POST', path: '/api/v1/lists/:id/images' } as Operation<(typeof routes)['listImagesApi']['addListImage']>;
export const removeListImage = { id: 'removeListImage', method: 'DELETE', path: '/api/v1/lists/:id/images/:imageId' } as Operation<(typeof routes)['listImagesApi']['removeListImage']>;
// mediaApi
export const getProductPicture = { id: 'getProductPicture', method: 'GET', path: '/api/v1/media/products/:sku/:version.svg' } as Operation<(typeof routes)['mediaApi']['getProductPicture']>;
export const getCatalogueCover = { id: 'getCatalogueCover', method: 'GET', path: '/api/v1/media/catalogues/:id/cover/:version.svg' } as Operation<(typeof routes)['mediaApi']['getCatalogueCover']>;
export const getCataloguePagePicture = { id: 'getCataloguePagePicture', method: 'GET', path: '/api/v1/media/catalogues/:id/pages/:page/:version.svg' } as Operation<(typeof routes)['mediaApi']['getCataloguePagePicture']>;
export const getUploadedCataloguePage = { id: 'getUploadedCataloguePage', method: 'GET', path: '/api/v1/media/catalogues/:id/uploaded/:page/:file.webp' } as Operation<(typeof routes)['mediaApi']['getUploadedCataloguePage']>;
export const getCategoryPicture = { id: 'getCategoryPicture', method: 'GET', path: '/api/v1/media/categories/:categoryId/:version.svg' } as Operation<(typeof routes)['mediaApi']['getCategoryPicture']>;
export const getGamePicture = { id: 'getGamePicture', method: 'GET', path: '/api/v1/media/games/:key/:version.svg' } as Operation<(typeof routes)['mediaApi']['getGamePicture']>;
// mobileOfferApi
export const listMobileOfferProducts = { id: 'listMobileOfferProducts', method: 'GET', path: '/api/v1/mobile-offer/products' } as Operation<(typeof routes)['mobileOfferApi']['listMobileOfferProducts']>;
export const reserveSim = { id: 'reserveSim', method: 'POST', path: '/api/v1/sim-reservations' } as Operation<(typeof routes)['mobileOfferApi']['reserveSim']>;
export const listMySimReservations = { id: 'listMySimReservations', method: 'GET', path: '/api/v1/sim-reservations' } as Operation<(typeof routes)['mobileOfferApi']['listMySimReservations']>;
export const getMySimReservation = { id: 'getMySimReservation', method: 'GET', path: '/api/v1/sim-reservations/:id' } as Operation<(typeof routes)['mobileOfferApi']['getMySimReservation']>;
export const cancelMySimReservation = { id: 'cancelMySimReservation', method: 'POST', path: '/api/v1/sim-reservations/:id/cancel' } as Operation<(typeof routes)['mobileOfferApi']['cancelMySimReservation']>;
export const listAdminSimReservations = { id: 'listAdminSimReservations', method: 'GET', path: '/api/v1/admin/sim-reservations' } as Operation<(typeof routes)['mobileOfferApi']['listAdminSimReservations']>;
export const getAdminSimReservation = { id: 'getAdminSimReservation', method: 'GET', path: '/api/v1/admin/sim-reservations/:id' } as Operation<(typeof routes)['mobileOfferApi']['getAdminSimReservation']>;
export const revealSimIdNumber = { id: 'revealSimIdNumber', method: 'POST', path: '/api/v1/admin/sim-reservations/:id/id-number' } as Operation<(typeof routes)['mobileOfferApi']['revealSimIdNumber']>;
export const setSimReservationStatus = { id: 'setSimReservationStatus', method: 'POST', path: '/api/v1/admin/sim-reservations/:id/status' } as Operation<(typeof routes)['mobileOfferApi']['setSimReservationStatus']>;
// moneyApi
export const listMyTransactions = { id: 'listMyTransactions', method: 'GET', path: '/api/v1/wallet/transactions' } as Operation<(typeof routes)['moneyApi']['listMyTransactions']>;
export const getMyBudget = { id: 'getMyBudget', method: 'GET', path: '/api/v1/wallet/budget' } as Operation<(typeof routes)['moneyApi']['getMyBudget']>;
export const setMyBudget = { id: 'setMyBudget', method: 'PUT', path: '/api/v1/wallet/budget' } as Operation<(typeof routes)['moneyApi']['setMyBudget']>;
export const allocateBudget = { id: 'allocateBudget', method: 'POST', path: '/api/v1/wallet/budget/allocations' } as Operation<(typeof routes)['moneyApi']['allocateBudget']>;
export const getSpendingDashboard = { id: 'getSpendingDashboard', method: 'GET', path: '/api/v1/wallet/dashboard' } as Operation<(typeof routes)['moneyApi']['getSpendingDashboard']>;
export const getWalletHome = { id: 'getWalletHome', method: 'GET', path: '/api/v1/wallet/home' } as Operation<(typeof routes)['moneyApi']['getWalletHome']>;
// probesApi
export const getLiveness = { id: 'getLiveness', method: 'GET', path: '/api/health/live' } as Operation<(typeof routes)['probesApi']['getLiveness']>;
export const getReadiness = { id: 'getReadiness', method: 'GET', path: '/api/health/ready' } as Operation<(typeof routes)['probesApi']['getReadiness']>;
// productAdminApi
export const searchAdminProducts = { id: 'searchAdminProducts', method: 'GET', path: '/api/v1/admin/products' } as Operation<(typeof routes)['productAdminApi']['searchAdminProducts']>;
export const getAdminProduct = { id: 'getAdminProduct', method: 'GET', path: '/api/v1/admin/products/:sku' } as Operation<(typeof routes)['productAdminApi']['getAdminProduct']>;
export const updateAdminProduct = { id: 'updateAdminProduct', method: 'PATCH', path: '/api/v1/admin/products/:sku' } as Operation<(typeof routes)['productAdminApi']['updateAdminProduct']>;
export const createAdminProduct = { id: 'createAdminProduct', method: 'POST', path: '/api/v1/admin/products' } as Operation<(typeof routes)['productAdminApi']['createAdminProduct']>;
export const uploadAdminProductImage = { id: 'uploadAdminProductImage', method: 'POST', path: '/api/v1/admin/products/:sku/image' } as Operation<(typeof routes)['productAdminApi']['uploadAdminProductImage']>;
// productsApi
export const listProducts = { id: 'listProducts', method: 'GET', path: '/api/v1/products' } as Operation<(typeof routes)['productsApi']['listProducts']>;
export const searchProducts = { id: 'searchProducts', method: 'GET', path: '/api/v1/products/search' } as Operation<(typeof routes)['productsApi']['searchProducts']>;
export const listBannerProducts = { id: 'listBannerProducts', method: 'GET', path: '/api/v1/products/banner' } as Operation<(typeof routes)['productsApi']['listBannerProducts']>;
export const getProductBySku = { id: 'getProductBySku', method: 'GET', path: '/api/v1/products/sku/:sku' } as Operation<(typeof routes)['productsApi']['getProductBySku']>;
export const getProductById = { id: 'getProductById', method: 'GET', path: '/api/v1/products/:id' } as Operation<(typeof routes)['productsApi']['getProductById']>;
// promoAdminApi
export const getAdminPromoCalendar = { id: 'getAdminPromoCalendar', method: 'GET', path: '/api/v1/admin/promos' } as Operation<(typeof routes)['promoAdminApi']['getAdminPromoCalendar']>;
export const replaceAdminPromoDay = { id: 'replaceAdminPromoDay', method: 'PUT', path: '/api/v1/admin/promos/:date' } as Operation<(typeof routes)['promoAdminApi']['replaceAdminPromoDay']>;
// promotionsApi
export const listPromos = { id: 'listPromos', method: 'GET', path: '/api/v1/promos' } as Operation<(typeof routes)['promotionsApi']['listPromos']>;
// pushApi
export const getPushKey = { id: 'getPushKey', method: 'GET', path: '/api/v1/push/key' } as Operation<(typeof routes)['pushApi']['getPushKey']>;
export const savePushSubscription = { id: 'savePushSubscription', method: 'PUT', path: '/api/v1/push/subscription' } as Operation<(typeof routes)['pushApi']['savePushSubscription']>;
export const deletePushSubscription = { id: 'deletePushSubscription', method: 'DELETE', path: '/api/v1/push/subscription' } as Operation<(typeof routes)['pushApi']['deletePushSubscription']>;
export const markPushShown = { id: 'markPushShown', method: 'POST', path: '/api/v1/push/deliveries/:token/shown' } as Operation<(typeof routes)['pushApi']['markPushShown']>;
export const markPushOpened = { id: 'markPushOpened', method: 'POST', path: '/api/v1/push/deliveries/:token/opened' } as Operation<(typeof routes)['pushApi']['markPushOpened']>;
// receiptsApi
export const postReceipt = { id: 'postReceipt', method: 'POST', path: '/api/v1/integrations/receipts' } as Operation<(typeof routes)['receiptsApi']['postReceipt']>;
// referenceApi
export const listCategories = { id: 'listCategories', method: 'GET', path: '/api/v1/categories' } as Operation<(typeof routes)['referenceApi']['listCategories']>;
export const listGovernorates = { id: 'listGovernorates', method: 'GET', path: '/api/v1/governorates' } as Operation<(typeof routes)['referenceApi']['listGovernorates']>;
// referralApi
export const getMyReferral = { id: 'getMyReferral', method: 'GET', path: '/api/v1/referral' } as Operation<(typeof routes)['referralApi']['getMyReferral']>;
export const claimReferral = { id: 'claimReferral', method: 'POST', path: '/api/v1/referral/claim' } as Operation<(typeof routes)['referralApi']['claimReferral']>;
export const inviteFriend = { id: 'inviteFriend', method: 'POST', path: '/api/v1/referral/invites' } as Operation<(typeof routes)['referralApi']['inviteFriend']>;
export const countReferralShare = { id: 'countReferralShare', method: 'POST', path: '/api/v1/referral/shares' } as Operation<(typeof routes)['referralApi']['countReferralShare']>;
export const getReferralRules = { id: 'getReferralRules', method: 'GET', path: '/api/v1/admin/referral-rules' } as Operation<(typeof routes)['referralApi']['getReferralRules']>;
export const setReferralRules = { id: 'setReferralRules', method: 'PUT', path: '/api/v1/admin/referral-rules' } as Operation<(typeof routes)['referralApi']['setReferralRules']>;
// scanApi
export const scanBarcode = { id: 'scanBarcode', method: 'POST', path: '/api/v1/scan' } as Operation<(typeof routes)['scanApi']['scanBarcode']>;
// shoppingListsApi
export const listMyShoppingLists = { id: 'listMyShoppingLists', method: 'GET', path: '/api/v1/lists' } as Operation<(typeof routes)['shoppingListsApi']['listMyShoppingLists']>;
export const listAssignableMembers = { id: 'listAssignableMembers', method: 'GET', path: '/api/v1/lists/members' } as Operation<(typeof routes)['shoppingListsApi']['listAssignableMembers']>;
export const createShoppingList = { id: 'createShoppingList', method: 'POST', path: '/api/v1/lists' } as Operation<(typeof routes)['shoppingListsApi']['createShoppingList']>;
export const getShoppingList = { id: 'getShoppingList', method: 'GET', path: '/api/v1/lists/:id' } as Operation<(typeof routes)['shoppingListsApi']['getShoppingList']>;
export const renameShoppingList = { id: 'renameShoppingList', method: 'PATCH', path: '/api/v1/lists/:id' } as Operation<(typeof routes)['shoppingListsApi']['renameShoppingList']>;
export const deleteShoppingList = { id: 'deleteShoppingList', method: 'DELETE', path: '/api/v1/lists/:id' } as Operation<(typeof routes)['shoppingListsApi']['deleteShoppingList']>;
export const applyListOps = { id: 'applyListOps', method: 'POST', path: '/api/v1/lists/:id/ops' } as Operation<(typeof routes)['shoppingListsApi']['applyListOps']>;
export const assignListMembers = { id: 'assignListMembers', method: 'PUT', path: '/api/v1/lists/:id/members' } as Operation<(typeof routes)['shoppingListsApi']['assignListMembers']>;
export const rejectShoppingList = { id: 'rejectShoppingList', method: 'POST', path: '/api/v1/lists/:id/reject' } as Operation<(typeof routes)['shoppingListsApi']['rejectShoppingList']>;
export const reactivateShoppingList = { id: 'reactivateShoppingList', method: 'POST', path: '/api/v1/lists/:id/reactivate' } as Operation<(typeof routes)['shoppingListsApi']['reactivateShoppingList']>;
export const duplicateShoppingList = { id: 'duplicateShoppingList', method: 'POST', path: '/api/v1/lists/:id/duplicate' } as Operation<(typeof routes)['shoppingListsApi']['duplicateShoppingList']>;
// stockApi
export const getStock = { id: 'getStock', method: 'GET', path: '/api/v1/stock' } as Operation<(typeof routes)['stockApi']['getStock']>;
// storeAdminApi
export const listAdminStores = { id: 'listAdminStores', method: 'GET', path: '/api/v1/admin/stores' } as Operation<(typeof routes)['storeAdminApi']['listAdminStores']>;
export const getAdminStore = { id: 'getAdminStore', method: 'GET', path: '/api/v1/admin/stores/:code' } as Operation<(typeof routes)['storeAdminApi']['getAdminStore']>;
export const createAdminStore = { id: 'createAdminStore', method: 'POST', path: '/api/v1/admin/stores' } as Operation<(typeof routes)['storeAdminApi']['createAdminStore']>;
export const updateAdminStore = { id: 'updateAdminStore', method: 'PATCH', path: '/api/v1/admin/stores/:code' } as Operation<(typeof routes)['storeAdminApi']['updateAdminStore']>;
// storesApi
export const listStores = { id: 'listStores', method: 'GET', path: '/api/v1/stores' } as Operation<(typeof routes)['storesApi']['listStores']>;
export const listStoresNear = { id: 'listStoresNear', method: 'GET', path: '/api/v1/stores/near' } as Operation<(typeof routes)['storesApi']['listStoresNear']>;
export const getStoreAt = { id: 'getStoreAt', method: 'GET', path: '/api/v1/stores/at' } as Operation<(typeof routes)['storesApi']['getStoreAt']>;
export const getStoreByCode = { id: 'getStoreByCode', method: 'GET', path: '/api/v1/stores/:code' } as Operation<(typeof routes)['storesApi']['getStoreByCode']>;
export const listGovernorateDelegations = { id: 'listGovernorateDelegations', method: 'GET', path: '/api/v1/governorates/:name/delegations' } as Operation<(typeof routes)['storesApi']['listGovernorateDelegations']>;
export const listDelegationStores = { id: 'listDelegationStores', method: 'GET', path: '/api/v1/delegations/:name/stores' } as Operation<(typeof routes)['storesApi']['listDelegationStores']>;
// storeStockAdminApi
export const listAdminStoreStock = { id: 'listAdminStoreStock', method: 'GET', path: '/api/v1/admin/stores/:code/stock' } as Operation<(typeof routes)['storeStockAdminApi']['listAdminStoreStock']>;
export const listAdminStoreLastChance = { id: 'listAdminStoreLastChance', method: 'GET', path: '/api/v1/admin/stores/:code/last-chance' } as Operation<(typeof routes)['storeStockAdminApi']['listAdminStoreLastChance']>;
// supportAdminApi
export const listSupportRequests = { id: 'listSupportRequests', method: 'GET', path: '/api/v1/admin/support/requests' } as Operation<(typeof routes)['supportAdminApi']['listSupportRequests']>;
export const listSupportAgents = { id: 'listSupportAgents', method: 'GET', path: '/api/v1/admin/support/agents' } as Operation<(typeof routes)['supportAdminApi']['listSupportAgents']>;
export const getSupportRequest = { id: 'getSupportRequest', method: 'GET', path: '/api/v1/admin/support/requests/:id' } as Operation<(typeof routes)['supportAdminApi']['getSupportRequest']>;
export const getSupportRequestPhoto = { id: 'getSupportRequestPhoto', method: 'GET', path: '/api/v1/admin/support/requests/:id/photo' } as Operation<(typeof routes)['supportAdminApi']['getSupportRequestPhoto']>;
export const setSupportRequestStatus = { id: 'setSupportRequestStatus', method: 'PUT', path: '/api/v1/admin/support/requests/:id/status' } as Operation<(typeof routes)['supportAdminApi']['setSupportRequestStatus']>;
export const assignSupportRequest = { id: 'assignSupportRequest', method: 'PUT', path: '/api/v1/admin/support/requests/:id/assignee' } as Operation<(typeof routes)['supportAdminApi']['assignSupportRequest']>;
export const replyToSupportRequest = { id: 'replyToSupportRequest', method: 'POST', path: '/api/v1/admin/support/requests/:id/replies' } as Operation<(typeof routes)['supportAdminApi']['replyToSupportRequest']>;
export const retainSupportIdea = { id: 'retainSupportIdea', method: 'POST', path: '/api/v1/admin/support/requests/:id/retain' } as Operation<(typeof routes)['supportAdminApi']['retainSupportIdea']>;
// textsAdminApi
export const listAdminFaq = { id: 'listAdminFaq', method: 'GET', path: '/api/v1/admin/faq' } as Operation<(typeof routes)['textsAdminApi']['listAdminFaq']>;
export const createAdminFaqItem = { id: 'createAdminFaqItem', method: 'POST', path: '/api/v1/admin/faq' } as Operation<(typeof routes)['textsAdminApi']['createAdminFaqItem']>;
export const reorderAdminFaq = { id: 'reorderAdminFaq', method: 'PUT', path: '/api/v1/admin/faq/order' } as Operation<(typeof routes)['textsAdminApi']['reorderAdminFaq']>;
export const updateAdminFaqItem = { id: 'updateAdminFaqItem', method: 'PUT', path: '/api/v1/admin/faq/:id' } as Operation<(typeof routes)['textsAdminApi']['updateAdminFaqItem']>;
export const deleteAdminFaqItem = { id: 'deleteAdminFaqItem', method: 'DELETE', path: '/api/v1/admin/faq/:id' } as Operation<(typeof routes)['textsAdminApi']['deleteAdminFaqItem']>;
export const listAdminTextVersions = { id: 'listAdminTextVersions', method: 'GET', path: '/api/v1/admin/texts/:doc' } as Operation<(typeof routes)['textsAdminApi']['listAdminTextVersions']>;
export const createAdminTextDraft = { id: 'createAdminTextDraft', method: 'POST', path: '/api/v1/admin/texts/:doc' } as Operation<(typeof routes)['textsAdminApi']['createAdminTextDraft']>;
export const updateAdminTextDraft = { id: 'updateAdminTextDraft', method: 'PUT', path: '/api/v1/admin/texts/:doc/:version' } as Operation<(typeof routes)['textsAdminApi']['updateAdminTextDraft']>;
export const publishAdminTextVersion = { id: 'publishAdminTextVersion', method: 'POST', path: '/api/v1/admin/texts/:doc/:version/publish' } as Operation<(typeof routes)['textsAdminApi']['publishAdminTextVersion']>;
// ticketsApi
export const listMyTickets = { id: 'listMyTickets', method: 'GET', path: '/api/v1/wallet/tickets' } as Operation<(typeof routes)['ticketsApi']['listMyTickets']>;
export const getMyTicket = { id: 'getMyTicket', method: 'GET', path: '/api/v1/wallet/tickets/:id' } as Operation<(typeof routes)['ticketsApi']['getMyTicket']>;
export const getMyTicketPdf = { id: 'getMyTicketPdf', method: 'GET', path: '/api/v1/wallet/tickets/:id/pdf' } as Operation<(typeof routes)['ticketsApi']['getMyTicketPdf']>;
export const attachTicket = { id: 'attachTicket', method: 'POST', path: '/api/v1/wallet/tickets/attach' } as Operation<(typeof routes)['ticketsApi']['attachTicket']>;
// usersApi
export const getMe = { id: 'getMe', method: 'GET', path: '/api/v1/users/me' } as Operation<(typeof routes)['usersApi']['getMe']>;
export const updateMe = { id: 'updateMe', method: 'PUT', path: '/api/v1/users/me' } as Operation<(typeof routes)['usersApi']['updateMe']>;
export const deleteMe = { id: 'deleteMe', method: 'DELETE', path: '/api/v1/users/me' } as Operation<(typeof routes)['usersApi']['deleteMe']>;
export const uploadMyAvatar = { id: 'uploadMyAvatar', method: 'POST', path: '/api/v1/users/me/avatar' } as Operation<(typeof routes)['usersApi']['uploadMyAvatar']>;
export const getMyNotificationSettings = { id: 'getMyNotificationSettings', method: 'GET', path: '/api/v1/users/me/config' } as Operation<(typeof routes)['usersApi']['getMyNotificationSettings']>;
export const updateMyNotificationSettings = { id: 'updateMyNotificationSettings', method: 'PUT', path: '/api/v1/users/me/config' } as Operation<(typeof routes)['usersApi']['updateMyNotificationSettings']>;
export const searchUserByUid = { id: 'searchUserByUid', method: 'GET', path: '/api/v1/users/search' } as Operation<(typeof routes)['usersApi']['searchUserByUid']>;
// walletAdminApi
export const searchAdminShoppers = { id: 'searchAdminShoppers', method: 'GET', path: '/api/v1/admin/wallet/shoppers' } as Operation<(typeof routes)['walletAdminApi']['searchAdminShoppers']>;
export const getAdminShopper = { id: 'getAdminShopper', method: 'GET', path: '/api/v1/admin/wallet/shoppers/:id' } as Operation<(typeof routes)['walletAdminApi']['getAdminShopper']>;
export const issueAdminOffer = { id: 'issueAdminOffer', method: 'POST', path: '/api/v1/admin/wallet/offers' } as Operation<(typeof routes)['walletAdminApi']['issueAdminOffer']>;
// walletApi
export const getMyLoyaltyCard = { id: 'getMyLoyaltyCard', method: 'GET', path: '/api/v1/wallet/card' } as Operation<(typeof routes)['walletApi']['getMyLoyaltyCard']>;
export const listMyPoints = { id: 'listMyPoints', method: 'GET', path: '/api/v1/wallet/points' } as Operation<(typeof routes)['walletApi']['listMyPoints']>;
export const listWalletMembers = { id: 'listWalletMembers', method: 'GET', path: '/api/v1/wallet/members' } as Operation<(typeof routes)['walletApi']['listWalletMembers']>;
export const transferPoints = { id: 'transferPoints', method: 'POST', path: '/api/v1/wallet/points/transfer' } as Operation<(typeof routes)['walletApi']['transferPoints']>;
export const convertPoints = { id: 'convertPoints', method: 'POST', path: '/api/v1/wallet/points/convert' } as Operation<(typeof routes)['walletApi']['convertPoints']>;
export const listMyOffers = { id: 'listMyOffers', method: 'GET', path: '/api/v1/wallet/offers' } as Operation<(typeof routes)['walletApi']['listMyOffers']>;
export const getMyOffer = { id: 'getMyOffer', method: 'GET', path: '/api/v1/wallet/offers/:id' } as Operation<(typeof routes)['walletApi']['getMyOffer']>;
