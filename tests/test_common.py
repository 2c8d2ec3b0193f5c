"""Messages format in English and through a translated template."""

from engines.common import Message, PuzzleInputError


def test_message_formats_its_parameters():
    message = Message.of("{card} is used twice", card=8)
    assert str(message) == "8 is used twice"
    assert message.format("{card} 用了两次") == "8 用了两次"


def test_input_error_carries_its_message():
    error = PuzzleInputError(Message.of("{token} is not a card", token="Z"))
    assert str(error) == "Z is not a card"
    assert error.message.params == (("token", "Z"),)
