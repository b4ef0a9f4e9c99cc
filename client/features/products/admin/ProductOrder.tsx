// Order mode of /admin/products: a category's products in the editors' order, moved by dragging (pointer or keyboard:
// dnd-kit's sensors) or with up/down buttons, saved at once with reorderProducts (the site's category page follows).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/LoadState';
import { PublicationBadge } from '../../../components/admin/publishing/PublicationBadge';
import { notify } from '../../../components/admin/toaster';
import {
  AdminProductOrderDocument,
  AdminReorderProductsDocument,
  type AdminProductOrderQuery,
  type ProductCategory,
} from '../../../graphql/admin/graphql';

type Item = AdminProductOrderQuery['products'][number];
const PAGE = 100;

/** Every product of the category, read a hundred at a time (the most the server answers). */
function useCategoryProducts(category: ProductCategory) {
  const client = useApolloClient();
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setItems(null);
    void (async () => {
      const all: Item[] = [];
      for (;;) {
        const { data } = await client.query({
          query: AdminProductOrderDocument,
          variables: { category, skip: all.length },
          fetchPolicy: 'network-only',
        });
        all.push(...(data?.products ?? []));
        if ((data?.products.length ?? 0) < PAGE) break;
      }
      if (live) setItems(all);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, category]);
  return { items, setItems, failed };
}

export function ProductOrder({ category, onClose }: { category: ProductCategory; onClose(saved: boolean): void }) {
  const { t } = useTranslation('admin/product');
  const categoryName = t(`common:category.${category}`);
  const { items, setItems, failed } = useCategoryProducts(category);
  const [save, { loading: saving }] = useMutation(AdminReorderProductsDocument);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (failed) return <LoadState error={t('order.failed')} />;
  if (!items) return <LoadState text={t('order.loading')} />;

  const nameOf = (id: UniqueIdentifier) => items.find((p) => p.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((p) => p.id === id) + 1;
  const move = (from: number, to: number) => {
    if (to >= 0 && to < items.length) setItems(arrayMove(items, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  // What a screen reader hears while a product is moved with the keyboard, in the admin's language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('order.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('order.moved', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('order.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('order.cancelled', { name: nameOf(active.id) }),
  };

  const submit = async () => {
    try {
      await save({ variables: { category, ids: items.map((p) => p.id) } });
      notify.success(t('order.saved'));
      onClose(true);
    } catch {
      notify.error(t('order.failed'));
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="product-order-title"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
      data-testid="product-order"
    >
      <Text as="h2" id="product-order-title" fontSize="lg" fontWeight="semibold">
        {t('order.title', { category: categoryName })}
      </Text>
      <Text color="gray.600" fontSize="sm" mt="1" mb="4">
        {t('order.help')}
      </Text>
      {items.length ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('order.help') } }}
        >
          <SortableContext items={items.map((p) => p.id)} strategy={verticalListSortingStrategy}>
            <Stack as="ol" gap="2" listStyleType="none" aria-label={t('order.list', { category: categoryName })}>
              {items.map((item, index) => (
                <OrderRow key={item.id} item={item} index={index} last={index === items.length - 1} onMove={(to) => move(index, to)} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      ) : (
        <Text>{t('order.empty')}</Text>
      )}
      <Flex mt="4" gap="2" justify="flex-end" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => onClose(false)} disabled={saving}>
          {t('order.cancel')}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={() => void submit()} loading={saving} disabled={!items.length}>
          {t('order.save')}
        </Button>
      </Flex>
    </Box>
  );
}

function OrderRow({ item, index, last, onMove }: { item: Item; index: number; last: boolean; onMove(to: number): void }) {
  const { t } = useTranslation('admin/product');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <Flex
      as="li"
      ref={setNodeRef}
      align="center"
      gap="2"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      bg={isDragging ? 'brand.50' : 'white'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      data-testid="order-row"
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="sm"
        variant="ghost"
        cursor="grab"
        aria-label={t('order.handle', { name: item.name })}
        {...attributes}
        {...listeners}
        style={{ touchAction: 'none' }}
      >
        <GripVertical size={18} />
      </IconButton>
      <Text as="span" color="gray.500" minW="6" textAlign="end" aria-hidden="true">
        {index + 1}.
      </Text>
      <Text as="span" flex="1" fontWeight="medium" overflowWrap="anywhere" data-testid="order-name">
        {item.name}
      </Text>
      <Box display={{ base: 'none', sm: 'block' }}>
        <PublicationBadge status={item.status} />
      </Box>
      <HStack gap="0">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('order.up', { name: item.name })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp size={16} />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('order.down', { name: item.name })}
          disabled={last}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown size={16} />
        </IconButton>
      </HStack>
    </Flex>
  );
}
