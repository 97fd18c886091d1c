import { useTranslation } from 'react-i18next';
import { GENERATION_TOOLS, type GenerationTool } from '../../../../domain/mapping.ts';
import { toolLabel } from './rows.ts';

const KNOWN = new Set<string>(GENERATION_TOOLS);

/** A generation tool's name as people read it ('Product description'); a tool the dictionaries do not know, without its 'ac_'. */
export function useToolLabel(): (tool: string) => string {
  const { t } = useTranslation();
  return (tool) => (KNOWN.has(tool) ? t(`fieldMapper.tools.${tool as GenerationTool}`) : toolLabel(tool));
}
