// The kit's words in French (`@packlight/ui/locales/fr`). Give it to `KitMessagesProvider`
// inside `<I18nProvider locale="fr-FR">`. Only the type comes from English, so this entry
// carries no English text.
import type { KitMessages } from './en';

export const fr: KitMessages = {
  'common.loading': 'Chargement',
  'common.loadingEllipsis': 'Chargement…',
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.tryAgain': 'Réessayer',
  'common.moreActions': 'Plus d’actions',
  'common.user': 'Utilisateur',

  'pagination.label': 'Pagination',
  'pagination.show': 'Afficher',
  'pagination.entries': 'entrées',
  'pagination.summary': ({ first, last, total }, f) =>
    `Affichage de ${f.number(first)} à ${f.number(last)} sur ${f.number(total)} ${f.plural(total, { one: 'entrée', other: 'entrées' })}`,
  'pagination.summaryLowerBound': ({ first, last, total }, f) =>
    `Affichage de ${f.number(first)} à ${f.number(last)} sur plus de ${f.number(total)} entrées`,
  'pagination.previous': 'Précédent',
  'pagination.next': 'Suivant',
  'pagination.pageOf': ({ page, count }, f) => `Page ${f.number(page)} sur ${f.number(count)}`,
  'pagination.page': ({ page }, f) => `Page ${f.number(page)}`,

  'search.placeholder': 'Rechercher…',
  'search.label': 'Rechercher',
  'search.searching': 'Recherche…',
  'search.noRecord': 'Aucun résultat',
  'search.allResults': 'Tous les résultats',
  'search.seeAllResults': 'Voir tous les résultats',
  'search.seeAllIn': ({ title }) => `Voir tout : ${title}`,
  'search.clear': 'Effacer la recherche',
  'search.nothingMatches': ({ query }) => `Aucun résultat pour « ${query} ».`,

  'dataTable.empty': 'Aucune donnée.',
  'dataTable.selectAll': 'Tout sélectionner',
  'dataTable.select': 'Sélectionner',
  'dataTable.actions': 'Actions',
  'dataTable.sortBy': 'Trier par',
  'dataTable.defaultOrder': 'Ordre par défaut',
  'dataTable.sortAscending': 'Tri croissant',
  'dataTable.sortDescending': 'Tri décroissant',

  'chat.label': 'Messages',
  'chat.empty': 'Aucun message pour l’instant',
  'chat.loading': 'Chargement des messages…',
  'chat.today': 'Aujourd’hui',
  'chat.yesterday': 'Hier',
  'chat.you': 'Vous',
  'chat.sending': 'Envoi',
  'chat.sent': 'Envoyé',
  'chat.failed': 'Échec de l’envoi',
  'chat.otherPerson': 'votre interlocuteur',
  'chat.announce': ({ sender, body }) => `Nouveau message de ${sender} : ${body}`,

  'composer.label': 'Message',
  'composer.placeholder': 'Écrivez un message…',
  'composer.send': 'Envoyer',

  'upload.description': 'PNG ou JPG.',
  'upload.typeError': 'Seuls les fichiers PNG et JPG sont acceptés.',
  'upload.empty': 'Déposez un PNG ou un JPG ici, ou choisissez un fichier.',
  'upload.choose': 'Choisir une image',
  'upload.replace': 'Remplacer l’image',
  'upload.remove': 'Retirer l’image',
  'upload.preview': 'Aperçu de l’image',
  'upload.previewOf': ({ label }) => `Aperçu : ${label}`,
  'upload.unreadable': ({ name }) =>
    `${name} n’est pas une image lisible : son contenu n’est pas une image PNG ou JPG. Choisissez un autre fichier.`,

  'notifications.title': 'Notifications',
  'notifications.unread': ({ label, badge }) => `${label}, ${badge} non lues`,
  'notifications.empty': 'Aucune notification',
  'notifications.markAll': 'Tout marquer comme lu',
  'notifications.seeAll': 'Voir toutes les notifications',
  'notifications.loading': 'Chargement des notifications…',

  'shell.nav': 'Navigation principale',
  'shell.openNav': 'Ouvrir la navigation',
  'shell.closeNav': 'Fermer la navigation',
  'shell.skipLink': 'Aller au contenu principal',

  'breadcrumbs.label': 'Fil d’Ariane',
  'password.show': 'Afficher le mot de passe',
  'password.hide': 'Masquer le mot de passe',

  'datePicker.choose': 'Choisir une date',
  'datePicker.previousMonth': 'Mois précédent',
  'datePicker.nextMonth': 'Mois suivant',

  'multiSelect.placeholder': 'Choisir des options',
  'multiSelect.count': ({ count }, f) =>
    `${f.number(count)} ${f.plural(count, { one: 'sélectionnée', other: 'sélectionnées' })}`,
  'multiSelect.chosen': 'Choix',
  'multiSelect.chosenOf': ({ label }) => `Choix : ${label}`,
};
