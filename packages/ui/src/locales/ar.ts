// The kit's words in Arabic (`@packlight/ui/locales/ar`), read right to left: give it to
// `KitMessagesProvider` inside `<I18nProvider locale="ar-AE">` and set `dir="rtl"` on the page.
// Arabic has six plural forms; `f.plural` picks the one CLDR gives for each count.
import type { KitMessages } from './en';

const items = (count: number, f: Parameters<KitMessages['multiSelect.count']>[1]) =>
  f.plural(count, {
    zero: 'عنصر',
    one: 'عنصر',
    two: 'عنصر',
    few: 'عناصر',
    many: 'عنصرًا',
    other: 'عنصر',
  });

export const ar: KitMessages = {
  'common.loading': 'جارٍ التحميل',
  'common.loadingEllipsis': 'جارٍ التحميل...',
  'common.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.tryAgain': 'إعادة المحاولة',
  'common.moreActions': 'إجراءات أخرى',
  'common.user': 'مستخدم',

  'pagination.label': 'ترقيم الصفحات',
  'pagination.show': 'عرض',
  'pagination.entries': 'عناصر',
  'pagination.summary': ({ first, last, total }, f) =>
    `عرض ${f.number(first)} إلى ${f.number(last)} من ${f.number(total)} ${items(total, f)}`,
  'pagination.summaryLowerBound': ({ first, last, total }, f) =>
    `عرض ${f.number(first)} إلى ${f.number(last)} من أكثر من ${f.number(total)} ${items(total, f)}`,
  'pagination.previous': 'السابق',
  'pagination.next': 'التالي',
  'pagination.pageOf': ({ page, count }, f) => `الصفحة ${f.number(page)} من ${f.number(count)}`,
  'pagination.page': ({ page }, f) => `الصفحة ${f.number(page)}`,

  'search.placeholder': 'بحث...',
  'search.label': 'بحث',
  'search.searching': 'جارٍ البحث...',
  'search.noRecord': 'لا توجد سجلات',
  'search.allResults': 'كل النتائج',
  'search.seeAllResults': 'عرض كل النتائج',
  'search.seeAllIn': ({ title }) => `عرض كل ${title}`,
  'search.clear': 'مسح البحث',
  'search.nothingMatches': ({ query }) => `لا شيء يطابق «${query}».`,

  'dataTable.empty': 'لا توجد بيانات.',
  'dataTable.selectAll': 'تحديد الكل',
  'dataTable.select': 'تحديد',
  'dataTable.actions': 'إجراءات',
  'dataTable.sortBy': 'ترتيب حسب',
  'dataTable.defaultOrder': 'الترتيب الافتراضي',
  'dataTable.sortAscending': 'ترتيب تصاعدي',
  'dataTable.sortDescending': 'ترتيب تنازلي',

  'chat.label': 'الرسائل',
  'chat.empty': 'لا توجد رسائل بعد',
  'chat.loading': 'جارٍ تحميل الرسائل...',
  'chat.today': 'اليوم',
  'chat.yesterday': 'أمس',
  'chat.you': 'أنت',
  'chat.sending': 'جارٍ الإرسال',
  'chat.sent': 'أُرسلت',
  'chat.failed': 'تعذّر الإرسال',
  'chat.otherPerson': 'الطرف الآخر',
  'chat.announce': ({ sender, body }) => `رسالة جديدة من ${sender}: ${body}`,

  'composer.label': 'رسالة',
  'composer.placeholder': 'اكتب رسالة...',
  'composer.send': 'إرسال',

  'upload.description': 'PNG أو JPG.',
  'upload.typeError': 'يُسمح بملفات PNG وJPG فقط.',
  'upload.empty': 'اسحب ملف PNG أو JPG إلى هنا، أو اختر ملفًا.',
  'upload.choose': 'اختيار صورة',
  'upload.replace': 'استبدال الصورة',
  'upload.remove': 'إزالة الصورة',
  'upload.preview': 'معاينة الصورة',
  'upload.previewOf': ({ label }) => `معاينة ${label}`,
  'upload.unreadable': ({ name }) =>
    `${name} ليس صورة قابلة للقراءة: محتواه ليس صورة PNG أو JPG. اختر ملفًا آخر.`,

  'notifications.title': 'الإشعارات',
  'notifications.unread': ({ label, badge }) => `${label}، ${badge} غير مقروءة`,
  'notifications.empty': 'لا توجد إشعارات',
  'notifications.markAll': 'تعليم الكل كمقروء',
  'notifications.seeAll': 'عرض كل الإشعارات',
  'notifications.loading': 'جارٍ تحميل الإشعارات...',

  'shell.nav': 'التنقل الرئيسي',
  'shell.openNav': 'فتح التنقل',
  'shell.closeNav': 'إغلاق التنقل',
  'shell.skipLink': 'الانتقال إلى المحتوى الرئيسي',

  'breadcrumbs.label': 'مسار التنقل',
  'password.show': 'إظهار كلمة المرور',
  'password.hide': 'إخفاء كلمة المرور',

  'datePicker.choose': 'اختيار تاريخ',
  'datePicker.previousMonth': 'الشهر السابق',
  'datePicker.nextMonth': 'الشهر التالي',

  'multiSelect.placeholder': 'اختر خيارات',
  'multiSelect.count': ({ count }, f) =>
    f.plural(count, {
      zero: 'لم يُحدَّد شيء',
      one: 'تم تحديد واحد',
      two: 'تم تحديد اثنين',
      few: `تم تحديد ${f.number(count)}`,
      many: `تم تحديد ${f.number(count)}`,
      other: `تم تحديد ${f.number(count)}`,
    }),
  'multiSelect.chosen': 'المحدَّد',
  'multiSelect.chosenOf': ({ label }) => `المحدَّد: ${label}`,
};
