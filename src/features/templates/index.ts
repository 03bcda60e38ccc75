// The templates feature's public surface. Public Templates is reached through the router.
export { useTemplates, templatesQueryOptions, type PartyTemplate } from './api/get-templates';
export { useCreateFromTemplate } from './api/create-from-template';
