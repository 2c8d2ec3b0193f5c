"""The card face is painted correctly into any device and a card reports real clicks."""

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage

from gui.twentyfour.card_view import CardView, Suit, fit_card, suits_for_hand


def render(card: CardView, width: int = 200, height: int = 280, ratio: float = 1.0) -> QImage:
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#1f6b3a"))
    card.paint_to(image)
    return image


def is_red(colour: QColor) -> bool:
    return colour.red() > 150 and colour.green() < 90 and colour.blue() < 90


def is_white(colour: QColor) -> bool:
    return min(colour.red(), colour.green(), colour.blue()) > 245


def is_dark(colour: QColor) -> bool:
    return max(colour.red(), colour.green(), colour.blue()) < 80


def dark_pixels(image: QImage, left: int, top: int, right: int, bottom: int) -> int:
    return sum(
        is_dark(image.pixelColor(x, y)) for x in range(left, right) for y in range(top, bottom)
    )


def fit_card_rect(width: int, height: int) -> QRectF:
    return fit_card(QRectF(0, 0, width, height))


def make_card(qtbot, value: int, suit: Suit, position: int = 0) -> CardView:
    card = CardView(position)
    qtbot.addWidget(card)
    card.show_card(value, suit)
    return card


def test_a_heart_has_a_red_centre_on_a_white_face(qtbot):
    image = render(make_card(qtbot, 7, Suit.HEARTS))
    face = fit_card_rect(200, 280)
    assert is_red(image.pixelColor(100, 140))
    assert is_white(image.pixelColor(round(face.left()) + 8, round(face.center().y())))
    assert image.pixelColor(3, 3) == QColor("#1f6b3a")


def test_a_spade_is_black_and_its_corner_shows_the_rank(qtbot):
    image = render(make_card(qtbot, 12, Suit.SPADES))
    assert is_dark(image.pixelColor(100, 135))
    face = fit_card_rect(200, 280)
    corner = (round(face.left()), round(face.top()))
    assert dark_pixels(image, corner[0], corner[1], corner[0] + 40, corner[1] + 40) > 40
    blank_side = (round(face.right()) - 40, round(face.top()) + 5)
    assert (
        dark_pixels(image, blank_side[0], blank_side[1], blank_side[0] + 30, blank_side[1] + 30)
        == 0
    )


def test_the_face_is_crisp_at_twice_the_pixel_ratio(qtbot):
    image = render(make_card(qtbot, 1, Suit.DIAMONDS), ratio=2.0)
    assert image.width() == 400
    assert is_red(image.pixelColor(200, 280))
    assert is_white(image.pixelColor(200, 130))


def test_a_used_card_turns_grey(qtbot):
    card = make_card(qtbot, 5, Suit.HEARTS)
    card.set_used(True)
    centre = render(card).pixelColor(100, 140)
    assert not is_red(centre)
    assert abs(centre.red() - centre.green()) < 10


def test_a_hinted_card_gets_a_gold_ring(qtbot):
    card = make_card(qtbot, 5, Suit.CLUBS)
    face = fit_card_rect(200, 280)
    ring_point = (round(face.left()) - 2, round(face.center().y()))
    assert render(card).pixelColor(*ring_point) == QColor("#1f6b3a")
    card.set_highlighted(True)
    ring = render(card).pixelColor(*ring_point)
    assert ring.red() > 200 and ring.green() > 150 and ring.blue() < 60


def test_a_real_click_reports_the_cards_position(qtbot):
    card = make_card(qtbot, 8, Suit.CLUBS, position=2)
    card.resize(120, 170)
    card.show()
    with qtbot.waitSignal(card.clicked) as blocker:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(60, 85))
    assert blocker.args == [2]


def test_a_face_down_card_ignores_clicks(qtbot):
    card = CardView(0)
    qtbot.addWidget(card)
    card.resize(120, 170)
    card.show()
    with qtbot.assertNotEmitted(card.clicked):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(60, 85))


def test_equal_values_get_different_suits_and_the_same_hand_looks_the_same():
    suits = suits_for_hand((8, 8, 8, 8))
    assert len(set(suits)) == 4
    assert suits_for_hand((3, 3, 8, 8)) == suits_for_hand((3, 3, 8, 8))


def test_a_number_card_shows_its_number_without_a_court_frame(qtbot):
    """Countdown and Krypto deal number cards: 1 is "1", not an ace, and 12 or 25 have no
    court frame; the playing cards keep theirs."""
    playing_ace, number_one = make_card(qtbot, 1, Suit.SPADES), CardView(1)
    qtbot.addWidget(number_one)
    number_one.show_card(1, Suit.SPADES, numbered=True)
    assert render(playing_ace) != render(number_one)
    assert number_one.accessibleName() == "1 of spades"
    assert playing_ace.accessibleName() == "Ace of spades"
    queen = make_card(qtbot, 12, Suit.SPADES)
    twelve = CardView(2)
    qtbot.addWidget(twelve)
    twelve.show_card(12, Suit.SPADES, numbered=True)
    face = fit_card_rect(200, 280)
    frame_left = round(face.left() + face.width() * 0.25)  # above the pip, below the index
    strip = [(x, y) for x in range(frame_left - 2, frame_left + 3)
             for y in range(round(face.top() + face.height() * 0.2),
                            round(face.top() + face.height() * 0.28))]

    def marked(image: QImage) -> int:
        return sum(not is_white(image.pixelColor(x, y)) for x, y in strip)

    assert marked(render(queen)) > 0
    assert marked(render(twelve)) == 0

def test_a_card_keeps_its_kind_when_shown_again(qtbot):
    card = CardView(0)
    qtbot.addWidget(card)
    card.show_card(25, Suit.HEARTS, numbered=True)
    card.show_card(25, Suit.HEARTS)  # step play shows a dealt card again
    assert card.look.numbered
