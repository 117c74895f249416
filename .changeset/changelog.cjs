// How a changeset becomes a CHANGELOG entry: the note as written, without the commit hash the
// default generator puts first (the kit's readers are designers and developers, not us).
/** @type {import('@changesets/types').ChangelogFunctions} */
module.exports = {
  getReleaseLine: async (changeset) => {
    const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
    return [`- ${first}`, ...rest.map((line) => (line ? `  ${line}` : ''))].join('\n');
  },
  getDependencyReleaseLine: async () => '',
};
