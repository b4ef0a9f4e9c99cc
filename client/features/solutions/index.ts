export { isSolutionSlug } from './components/solution-content';
export { SolutionCards } from './components/SolutionCards';
export { SolutionDetail } from './components/SolutionDetail';
export { SolutionNotFound } from './components/SolutionNotFound';
export { loadSolutionDetails, SolutionTexts } from './components/solution-details';
