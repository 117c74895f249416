import { DocsContext, DocsStory } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';

/**
 * The stories of more CSF files that share the page's title: a component's stories split by
 * theme (`DataTable.selection.stories.tsx`...) keep their ids, and this draws them as `<Stories />`
 * draws the stories of the file `<Meta of>` attaches, which are all it shows. Place it right
 * after `<Stories />`, with the other files' modules in the order to show them.
 */
export function MoreStories({ of }: { of: readonly object[] }) {
  const context = useContext(DocsContext);
  const stories = of.flatMap((module) => {
    const { csfFile } = context.resolveOf(module, ['meta']);
    const all = context.componentStoriesFromCSFFile(csfFile);
    // As `<Stories />` filters: the stories an autodocs page would show, none that mounts itself.
    return all.some((story) => story.tags?.includes('autodocs'))
      ? all.filter((story) => story.tags?.includes('autodocs') && !story.usesMount)
      : all;
  });
  return (
    <>
      {stories.map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
      ))}
    </>
  );
}
