/*
 * Web push in the service worker (docs/notifications.md#in-the-service-worker), loaded by the
 * generated sw.js (workbox importScripts in vite.config.ts). A push shows the notification with the
 * app's own icon and tells the server it was shown; a tap focuses an open window of the app on the
 * notification's screen (or opens one) and tells the server it was opened.
 */
/* global self */
(() => {
  const receipt = (delivery, what) =>
    typeof delivery === 'string' && /^\d{1,15}\.[A-Za-z0-9_-]{22}$/.test(delivery)
      ? fetch(`/api/v1/push/deliveries/${delivery}/${what}`, { method: 'POST', credentials: 'omit' }).catch(() => undefined)
      : Promise.resolve();

  /** Only a path of this app: never another site. */
  const appPath = (link) => (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/layout');

  self.addEventListener('push', (event) => {
    let data;
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = { body: event.data ? event.data.text() : '' };
    }
    const title = typeof data.title === 'string' && data.title ? data.title : 'Qadhya';
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(title, {
          body: typeof data.body === 'string' ? data.body : '',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          dir: 'auto',
          tag: typeof data.tag === 'string' ? data.tag : undefined,
          data: { link: appPath(data.link), delivery: data.delivery ?? null },
        }),
        receipt(data.delivery, 'shown'),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data || {};
    const target = new URL(appPath(data.link), self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        let shown = false;
        if (open) {
          try {
            await open.focus();
            await open.navigate(target);
            shown = true;
          } catch {
            shown = false;
          }
        }
        if (!shown) await self.clients.openWindow(target);
        await receipt(data.delivery, 'opened');
      })(),
    );
  });
})();
